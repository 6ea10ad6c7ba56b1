export { PreviewWebPage as default } from './PreviewWebPage';
