// NewPasswordFields and PasswordHints are imported from their own modules: the sign-in page, which imports this
// barrel, must not download the new-password rules.
export { AuthScreen, type AuthScreenProps, FieldAside, FormStack, LoadingRow } from './AuthScreen';
export { FormError, type FormErrorProps } from './FormError';
export { MailSentScreen, type MailSentScreenProps } from './MailSentScreen';
export { type LoginNotice, readLoginNotice } from './session-user';
