/**
 * The words of /login alone (its fields and its screen): their own area, so that /login's first load, at its
 * budget, carries no other screen's words. `authCopy` holds them too (`authCopy.fields`, `authCopy.login`).
 */
export const loginCopy = {
  fields: {
    email: 'Email',
    password: 'Password',
  },
  login: {
    title: 'Log in',
    intro: 'Sign in to the Q One admin console.',
    submit: 'Log In',
    passkey: 'Sign in with a passkey',
    forgotPassword: 'Forgot password?',
    noAccount: 'New to Q One?',
    createAccount: 'Create account',
  },
} as const;
