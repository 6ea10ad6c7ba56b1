export { type UiCopy, uiCopy } from './en';
