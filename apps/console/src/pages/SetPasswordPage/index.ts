export { SetPasswordPage as default } from './SetPasswordPage';
