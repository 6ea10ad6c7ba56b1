export type { TextFieldProps, TextFieldSize } from './TextField';
export { TextField } from './TextField';
