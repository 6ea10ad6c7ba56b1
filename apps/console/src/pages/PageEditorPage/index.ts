export { PageEditorPage as default } from './PageEditorPage';
