export { TranslationsPage as default } from './TranslationsPage';
