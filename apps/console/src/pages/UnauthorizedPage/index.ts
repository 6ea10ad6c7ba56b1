export { UnauthorizedPage as default } from './UnauthorizedPage';
