export { OtherModulePage as default } from './OtherModulePage';
