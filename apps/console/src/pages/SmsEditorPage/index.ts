export { SmsEditorPage as default } from './SmsEditorPage';
