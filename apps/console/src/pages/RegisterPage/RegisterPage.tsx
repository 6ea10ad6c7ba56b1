import { type Invitation, useAuthApi, useAuthRead } from '@qone/api-client';
import { Alert, Button, Spinner, TextField, TextLink } from '@qone/ui';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { errorStatus } from '../../app/errors';
import { LoadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
import { AuthScreen, FormError, FormStack, LoadingRow, type LoginNotice } from '../../features/Auth';
// Not through the barrel: the sign-in page, which imports the barrel, must not download the new-password rules.
import { NewPasswordFields } from '../../features/Auth/NewPasswordFields';
import { type RegisterValues, registerSchema } from '../../forms/new-password';
import { formResolver } from '../../forms/rules';
import { paths } from '../../routes';

/**
 * /register/{registerToken}: the invitation says who is invited to which company; the invitee confirms
 * their name and chooses a password (live rule hints), then goes to /login. An unknown link (404, or a malformed
 * token: 400) and a used or expired one (410) are explained with a way forward.
 */
export function RegisterPage() {
  const { registerToken = '' } = useParams();
  const { getInvitation } = useAuthApi();
  const invitation = useAuthRead(registerToken || null, () => getInvitation(registerToken));

  if (invitation.data) return <RegisterForm registerToken={registerToken} invitation={invitation.data} />;

  if (invitation.error) {
    const status = errorStatus(invitation.error);
    if (status === 404 || status === 400 || status === 410) {
      const expired = status === 410;
      return (
        <AuthScreen
          title={expired ? authCopy.register.expiredTitle : authCopy.register.invalidTitle}
          footer={<TextLink href={paths.login}>{authCopy.links.goToLogin}</TextLink>}
        >
          <Alert variant="warning">
            {expired ? authCopy.register.expiredText : authCopy.register.invalidText}
          </Alert>
        </AuthScreen>
      );
    }
    return (
      <AuthScreen
        title={authCopy.register.title}
        footer={<TextLink href={paths.login}>{authCopy.links.backToLogin}</TextLink>}
      >
        <LoadError
          read={{ error: invitation.error, mutate: invitation.retry, isValidating: invitation.isValidating }}
          compact
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={authCopy.register.title}>
      <LoadingRow role="status">
        <Spinner size="small" srText={null} />
        {authCopy.register.loading}
      </LoadingRow>
    </AuthScreen>
  );
}

function RegisterForm({ registerToken, invitation }: { registerToken: string; invitation: Invitation }) {
  const { register: acceptInvitation } = useAuthApi();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    resolver: formResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { name: invitation.name, password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // The password may not hold the name being chosen: the hints follow it as it is typed.
  const chosenName = useWatch({ control: form.control, name: 'name' });

  const submit = useAction({
    run: async ({ name, password: chosen }: RegisterValues) => {
      const { message } = await acceptInvitation({ registerToken, name: name.trim(), password: chosen });
      const state: LoginNotice = { notice: message || authCopy.register.success };
      navigate(paths.login, { replace: true, state });
    },
  });
  // Its failure shows as submit.error.
  const onSubmit = handleSubmit((values) => submit.run(values).catch(() => undefined));

  return (
    <AuthScreen
      title={authCopy.register.title}
      intro={`${authCopy.register.invited(invitation.email, invitation.companyName)} ${authCopy.register.intro}`}
      footer={
        <>
          <span>{authCopy.createAccount.haveAccount}</span>
          <TextLink href={paths.login}>{authCopy.createAccount.login}</TextLink>
        </>
      }
    >
      <FormError message={submit.error} />
      <FormProvider {...form}>
        <FormStack noValidate onSubmit={onSubmit}>
          <TextField
            label={authCopy.fields.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <NewPasswordFields
            label={authCopy.fields.password}
            context={{ email: invitation.email, name: chosenName, companyName: invitation.companyName }}
          />
          <Button type="submit" variant="primary" block loading={isSubmitting}>
            {authCopy.register.submit}
          </Button>
        </FormStack>
      </FormProvider>
    </AuthScreen>
  );
}
