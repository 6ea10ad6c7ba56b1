export type { ComboboxOption, ComboboxProps } from './Combobox';
export { Combobox } from './Combobox';
