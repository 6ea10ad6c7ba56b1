/** Words and rules of a made-up app for the stories and tests of this component (internal). */

export const assignLabels = {
  title: 'Permission Group',
  description: 'Ada Lovelace · ada@example.com',
  group: 'Permission group',
  placeholder: 'Select a group',
  save: 'Save',
};
