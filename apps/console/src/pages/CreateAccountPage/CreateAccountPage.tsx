import { useAuthApi } from '@qone/api-client';
import { Button, TextField, TextLink } from '@qone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
import { AuthScreen, FormError, FormStack, MailSentScreen } from '../../features/Auth';
import { type CreateAccountValues, createAccountSchema, formResolver } from '../../forms/rules';
import { paths } from '../../routes';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.columnMedium}, 1fr));
  gap: ${({ theme }) => theme.space.space200};
`;

/**
 * /create-account: first name, last name, email and company name sign a new company up; the server
 * mails its first administrator a set-password link. The answer is the same for an email that already has an
 * account (that person is mailed instead), so the page says only that a mail was sent.
 */
export function CreateAccountPage() {
  const { createAccount } = useAuthApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateAccountValues>({
    resolver: formResolver(createAccountSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', companyName: '' },
  });

  const submit = useAction({
    run: async (values: CreateAccountValues) => {
      const body = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        companyName: values.companyName.trim(),
      };
      await createAccount(body);
      setSentTo(body.email);
    },
  });
  // Its failure shows as submit.error.
  const onSubmit = handleSubmit((values) => submit.run(values).catch(() => undefined));

  const footer = (
    <>
      <span>{authCopy.createAccount.haveAccount}</span>
      <TextLink href={paths.login}>{authCopy.createAccount.login}</TextLink>
    </>
  );

  if (sentTo) {
    return (
      <MailSentScreen
        title={authCopy.createAccount.sentTitle}
        message={authCopy.createAccount.sent(sentTo)}
        footer={footer}
      />
    );
  }

  return (
    <AuthScreen title={authCopy.createAccount.title} intro={authCopy.createAccount.intro} footer={footer}>
      <FormError message={submit.error} />
      <FormStack noValidate onSubmit={onSubmit}>
        <NameRow>
          <TextField
            label={authCopy.createAccount.firstName}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={authCopy.createAccount.lastName}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </NameRow>
        <TextField
          label={authCopy.fields.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={authCopy.createAccount.companyName}
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <Button type="submit" variant="primary" block loading={isSubmitting}>
          {authCopy.createAccount.submit}
        </Button>
      </FormStack>
    </AuthScreen>
  );
}
