export { RegisterPage as default } from './RegisterPage';
