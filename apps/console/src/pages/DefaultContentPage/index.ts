export { DefaultContentPage as default } from './DefaultContentPage';
