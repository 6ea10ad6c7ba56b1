export { SecurityPage as default } from './SecurityPage';
