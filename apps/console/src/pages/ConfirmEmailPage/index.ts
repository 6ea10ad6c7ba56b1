export { ConfirmEmailPage as default } from './ConfirmEmailPage';
