export { ButtonEditorPage as default } from './ButtonEditorPage';
