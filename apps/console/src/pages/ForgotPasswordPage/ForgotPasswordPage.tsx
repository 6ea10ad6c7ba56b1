import { useAuthApi } from '@qone/api-client';
import { Button, TextField, TextLink } from '@qone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAction } from '../../app/useAction';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: formResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = useAction({
    run: async ({ email }: ForgotPasswordValues) => {
      await forgotPassword({ email: email.trim() });
      setSentTo(email.trim());
    },
  });
  // Its failure shows as submit.error.
  const onSubmit = handleSubmit((values) => submit.run(values).catch(() => undefined));

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
      <FormError message={submit.error} />
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
