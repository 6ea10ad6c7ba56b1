export type { FieldControlProps, FormFieldProps } from './FormField';
export { FormField } from './FormField';
