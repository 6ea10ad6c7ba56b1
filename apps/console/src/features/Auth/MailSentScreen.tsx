import { Alert } from '@qone/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { AuthScreen, Stack } from './AuthScreen';

export interface MailSentScreenProps {
  /** The page's heading once the mail is on its way. */
  title: ReactNode;
  /** What was sent and where; said the same whether or not an account exists. */
  message: ReactNode;
  /** Links to the neighbouring screens. */
  footer?: ReactNode;
  /** A way onward under the message (e.g. back to log in). */
  children?: ReactNode;
}

/**
 * The confirmation that replaces a form whose answer is "we mailed you a link" (forgot password, create account).
 * Focus moves to the message, so keyboard and screen-reader users learn the form was sent.
 */
export function MailSentScreen({ title, message, footer, children }: MailSentScreenProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    messageRef.current?.focus();
  }, []);
  return (
    <AuthScreen title={title} footer={footer}>
      <Stack>
        <Alert ref={messageRef} tabIndex={-1} variant="success">
          {message}
        </Alert>
        {children}
      </Stack>
    </AuthScreen>
  );
}
