export { EmailEditorPage as default } from './EmailEditorPage';
