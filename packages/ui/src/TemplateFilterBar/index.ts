export { type FilterChoice, TemplateFilterBar, type TemplateFilterBarProps } from './TemplateFilterBar';
