import { useAuthApi } from '@qone/api-client';
import { Button, TextField, TextLink } from '@qone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../app/errors';
import { authCopy } from '../../copy';
import { AuthScreen, FormError, FormStack, MailSentScreen } from '../../features/Auth';
import { type ForgotPasswordValues, forgotPasswordSchema, formResolver } from '../../forms/rules';
import { paths } from '../../routes';

/**
 * /forgot-password: asks for the account's email and mails a set-password link. The confirmation is
 * the same whether or not the email belongs to an account, so the page cannot be used to discover accounts.
 */
export function ForgotPasswordPage() {
  const { forgotPassword } = useAuthApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: formResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await forgotPassword({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const footer = (
    <>
      <span>{authCopy.forgotPassword.noAccount}</span>
      <TextLink href={paths.createAccount}>{authCopy.forgotPassword.signUp}</TextLink>
    </>
  );

  if (sentTo) {
    return (
      <MailSentScreen
        title={authCopy.forgotPassword.sentTitle}
        message={authCopy.forgotPassword.sent(sentTo)}
        footer={footer}
      >
        <TextLink href={paths.login}>{authCopy.links.backToLogin}</TextLink>
      </MailSentScreen>
    );
  }

  return (
    <AuthScreen title={authCopy.forgotPassword.title} intro={authCopy.forgotPassword.intro} footer={footer}>
      <FormError message={failure} />
      <FormStack noValidate onSubmit={onSubmit}>
        <TextField
          label={authCopy.fields.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="primary" block loading={isSubmitting}>
          {authCopy.forgotPassword.submit}
        </Button>
        <TextLink href={paths.login}>{authCopy.links.backToLogin}</TextLink>
      </FormStack>
    </AuthScreen>
  );
}
