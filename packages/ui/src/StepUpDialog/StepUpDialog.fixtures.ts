/** What an app passes as its words (the console's are in its copy catalogue): the stories' and tests' labels. */
export const stepUpLabels = {
  title: 'Confirm it’s you',
  description: 'For your security, enter your password again to continue.',
  password: 'Password',
  confirm: 'Confirm',
};
