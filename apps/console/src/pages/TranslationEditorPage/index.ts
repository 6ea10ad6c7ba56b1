export { TranslationEditorPage as default } from './TranslationEditorPage';
