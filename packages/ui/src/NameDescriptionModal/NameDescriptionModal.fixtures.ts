/** Words and rules of a made-up app for the stories and tests of this component (internal). */
import type { NameDescriptionValues } from './NameDescriptionModal';

export const groupLabels = {
  title: 'New permission group',
  name: 'Name',
  description: 'Description',
  descriptionHint: 'At least 20 characters: what the group is for.',
  submit: 'Save',
};

/** Imitates an app's rules: a name, and a description of at least 20 characters. */
export const validateGroup = (values: NameDescriptionValues) => ({
  ...(values.name.trim() ? {} : { name: 'Name is required' }),
  ...(values.description.trim() === ''
    ? { description: 'Description is required' }
    : values.description.trim().length < 20
      ? { description: 'Too short' }
      : {}),
});
