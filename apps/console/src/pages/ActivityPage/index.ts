export { ActivityPage as default } from './ActivityPage';
