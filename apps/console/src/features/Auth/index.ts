export { AuthScreen, type AuthScreenProps, FieldAside, FormStack, LoadingRow, Stack } from './AuthScreen';
export { FormError, type FormErrorProps } from './FormError';
export { MailSentScreen, type MailSentScreenProps } from './MailSentScreen';
export { NewPasswordFields } from './NewPasswordFields';
export { PasswordHints, type PasswordHintsProps } from './PasswordHints';
export { errorStatus, errorText, type LoginNotice, readLoginNotice } from './session-user';
