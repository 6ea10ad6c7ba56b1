/**
 * The second step of signing in, on the login screen (issue 24): its own area, since only the lazily loaded
 * `SecondStep` uses it and /login's first load is at its budget.
 */
export const secondStepCopy = {
  title: 'Two-step verification',
  intro: 'Enter the code from your authenticator app.',
  introRecovery: 'Enter one of your recovery codes.',
  /** An account with a security key (or passkey) and no authenticator app. */
  introSecurityKey: 'Use your security key or passkey, or enter one of your recovery codes.',
  useSecurityKey: 'Use a security key',
  backToPassword: 'Sign in as someone else',
} as const;
