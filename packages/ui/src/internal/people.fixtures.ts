import type { SelectOption } from '../Select';

/**
 * Words and choices of a made-up app for the people components' stories and tests (internal). An app passes its
 * own; the rules below only imitate what an app's form rules might say.
 */
export const exampleGroups: SelectOption[] = [
  { value: 'group-admin', label: 'Administration' },
  { value: 'group-pm', label: 'Project managers' },
  { value: 'group-viewers', label: 'Viewers' },
];

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(value.trim());
