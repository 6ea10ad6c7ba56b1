/** Words and rules of a made-up app for the stories and tests of this component (internal). */

export const roleLabels = {
  title: 'Create New',
  role: 'Name',
  description: 'Description',
  create: 'Create',
  update: 'Update',
};
