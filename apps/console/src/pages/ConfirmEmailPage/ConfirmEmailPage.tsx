import { useAuthApi } from '@qone/api-client';
import { Alert, Button, TextLink } from '@qone/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearSession, getSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
import { AuthScreen, FormError, FormStack } from '../../features/Auth';
import { paths } from '../../routes';

/**
 * /confirm-email?token=…: the link mailed to a new email address. The address changes only when its owner confirms
 * here — a button rather than on opening, so a mail scanner following links confirms nothing. Confirming ends every
 * session of the account, so the console forgets its own and offers to sign in with the new address. A link
 * without a token, and one the server refuses (used, expired, unknown: 400), say so.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { confirmEmailChange } = useAuthApi();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const confirm = useAction({
    run: async () => {
      const { message } = await confirmEmailChange({ token });
      if (getSession()) clearSession();
      setConfirmed(message);
    },
  });
  const copy = authCopy.confirmEmail;
  const toLogin = <TextLink href={paths.login}>{authCopy.links.goToLogin}</TextLink>;

  if (!token) {
    return (
      <AuthScreen title={copy.missingTokenTitle} footer={toLogin}>
        <Alert variant="warning">{copy.missingTokenText}</Alert>
      </AuthScreen>
    );
  }

  if (confirmed) {
    return (
      <AuthScreen title={copy.doneTitle} footer={toLogin}>
        <Alert variant="success">{confirmed}</Alert>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={copy.title} intro={copy.intro} footer={toLogin}>
      <FormError message={confirm.error} />
      <FormStack
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm.start();
        }}
      >
        <Button type="submit" variant="primary" block loading={confirm.pending}>
          {copy.submit}
        </Button>
      </FormStack>
    </AuthScreen>
  );
}
