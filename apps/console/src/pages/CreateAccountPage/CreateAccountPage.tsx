import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@qone/api-client';
import { Button, copy, TextField } from '@qone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { AuthScreen, errorText, FormError, FormStack, MailSentScreen, TextLink } from '../../features/Auth';
import { type CreateAccountValues, createAccountSchema } from '../../forms/rules';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.columnMedium}, 1fr));
  gap: ${({ theme }) => theme.space.space200};
`;

/**
 * /create-account (SPEC 2.1): first name, last name, email and company name sign a new company up; the server
 * mails its first administrator a set-password link. The answer is the same for an email that already has an
 * account (that person is mailed instead), so the page says only that a mail was sent.
 */
export function CreateAccountPage() {
  const { useMutations } = useApi();
  const { createAccount } = useMutations();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateAccountValues>({
    resolver: zodResolver(createAccountSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', companyName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      companyName: values.companyName.trim(),
    };
    try {
      await createAccount(body);
      setSentTo(body.email);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const footer = (
    <>
      <span>{copy.createAccount.haveAccount}</span>
      <TextLink to="/login">{copy.createAccount.login}</TextLink>
    </>
  );

  if (sentTo) {
    return (
      <MailSentScreen
        title={copy.createAccount.sentTitle}
        message={copy.createAccount.sent(sentTo)}
        footer={footer}
      />
    );
  }

  return (
    <AuthScreen title={copy.createAccount.title} intro={copy.createAccount.intro} footer={footer}>
      <FormError message={failure} />
      <FormStack noValidate onSubmit={onSubmit}>
        <NameRow>
          <TextField
            label={copy.createAccount.firstName}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={copy.createAccount.lastName}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </NameRow>
        <TextField
          label={copy.auth.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={copy.createAccount.companyName}
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <Button type="submit" variant="primary" block loading={isSubmitting}>
          {copy.createAccount.submit}
        </Button>
      </FormStack>
    </AuthScreen>
  );
}
