export { AutoTranslateButton, type AutoTranslateButtonProps } from './AutoTranslateButton';
