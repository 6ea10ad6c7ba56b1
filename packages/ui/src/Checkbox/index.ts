export type { CheckboxProps, CheckedState } from './Checkbox';
export { Checkbox } from './Checkbox';
