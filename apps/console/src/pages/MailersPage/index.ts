export { MailersPage as default } from './MailersPage';
