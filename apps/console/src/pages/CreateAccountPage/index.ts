export { CreateAccountPage as default } from './CreateAccountPage';
