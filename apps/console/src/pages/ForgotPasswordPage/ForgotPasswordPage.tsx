import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@qone/api-client';
import { Button, copy, TextField } from '@qone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AuthScreen, errorText, FormError, FormStack, MailSentScreen, TextLink } from '../../features/Auth';
import { forgotPasswordSchema } from '../../forms/rules';

type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/**
 * /forgot-password (SPEC 2.1): asks for the account's email and mails a set-password link. The confirmation is
 * the same whether or not the email belongs to an account, so the page cannot be used to discover accounts.
 */
export function ForgotPasswordPage() {
  const { useMutations } = useApi();
  const { forgotPassword } = useMutations();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
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
      <span>{copy.forgotPassword.noAccount}</span>
      <TextLink to="/create-account">{copy.forgotPassword.signUp}</TextLink>
    </>
  );

  if (sentTo) {
    return (
      <MailSentScreen
        title={copy.forgotPassword.sentTitle}
        message={copy.forgotPassword.sent(sentTo)}
        footer={footer}
      >
        <TextLink to="/login">{copy.auth.backToLogin}</TextLink>
      </MailSentScreen>
    );
  }

  return (
    <AuthScreen title={copy.forgotPassword.title} intro={copy.forgotPassword.intro} footer={footer}>
      <FormError message={failure} />
      <FormStack noValidate onSubmit={onSubmit}>
        <TextField
          label={copy.auth.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="primary" block loading={isSubmitting}>
          {copy.forgotPassword.submit}
        </Button>
        <TextLink to="/login">{copy.auth.backToLogin}</TextLink>
      </FormStack>
    </AuthScreen>
  );
}
