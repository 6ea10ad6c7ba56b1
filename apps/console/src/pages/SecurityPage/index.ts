export { SecurityPage as default } from '../../features/Security';
