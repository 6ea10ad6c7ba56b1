import { zodResolver } from '@hookform/resolvers/zod';
import { type Invitation, useApi } from '@qone/api-client';
import { Alert, Button, copy, ErrorState, Spinner, TextField } from '@qone/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AuthScreen,
  errorStatus,
  errorText,
  FormError,
  FormStack,
  LoadingRow,
  type LoginNotice,
  NewPasswordFields,
  TextLink,
} from '../../features/Auth';
import { type RegisterValues, registerSchema } from '../../forms/rules';

/**
 * /register/{registerToken} (SPEC 2.1): the invitation says who is invited to which company; the invitee confirms
 * their name and chooses a password (live rule hints), then goes to /login. An unknown link (404, or a malformed
 * token: 400) and a used or expired one (410) are explained with a way forward.
 */
export function RegisterPage() {
  const { registerToken = '' } = useParams();
  const { useInvitation } = useApi();
  const invitation = useInvitation(registerToken);

  if (invitation.data) return <RegisterForm registerToken={registerToken} invitation={invitation.data} />;

  if (invitation.error) {
    const status = errorStatus(invitation.error);
    if (status === 404 || status === 400 || status === 410) {
      const expired = status === 410;
      return (
        <AuthScreen
          title={expired ? copy.register.expiredTitle : copy.register.invalidTitle}
          footer={<TextLink to="/login">{copy.auth.goToLogin}</TextLink>}
        >
          <Alert variant="warning">{expired ? copy.register.expiredText : copy.register.invalidText}</Alert>
        </AuthScreen>
      );
    }
    return (
      <AuthScreen
        title={copy.register.title}
        footer={<TextLink to="/login">{copy.auth.backToLogin}</TextLink>}
      >
        <ErrorState
          compact
          headingLevel={2}
          message={invitation.error.message}
          onRetry={() => void invitation.mutate()}
          retrying={invitation.isValidating}
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={copy.register.title}>
      <LoadingRow role="status">
        <Spinner size="small" srText={null} />
        {copy.register.loading}
      </LoadingRow>
    </AuthScreen>
  );
}

function RegisterForm({ registerToken, invitation }: { registerToken: string; invitation: Invitation }) {
  const { useMutations } = useApi();
  const { register: acceptInvitation } = useMutations();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { name: invitation.name, password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ name, password: chosen }) => {
    setFailure(null);
    try {
      const { message } = await acceptInvitation({ registerToken, name: name.trim(), password: chosen });
      const state: LoginNotice = { notice: message || copy.register.success };
      navigate('/login', { replace: true, state });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <AuthScreen
      title={copy.register.title}
      intro={`${copy.register.invited(invitation.email, invitation.companyName)} ${copy.register.intro}`}
      footer={
        <>
          <span>{copy.createAccount.haveAccount}</span>
          <TextLink to="/login">{copy.createAccount.login}</TextLink>
        </>
      }
    >
      <FormError message={failure} />
      <FormProvider {...form}>
        <FormStack noValidate onSubmit={onSubmit}>
          <TextField
            label={copy.auth.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <NewPasswordFields label={copy.auth.password} />
          <Button type="submit" variant="primary" block loading={isSubmitting}>
            {copy.register.submit}
          </Button>
        </FormStack>
      </FormProvider>
    </AuthScreen>
  );
}
