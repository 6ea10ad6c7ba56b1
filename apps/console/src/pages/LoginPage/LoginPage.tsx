import { type SecondFactorChallenge, useAuthApi, useAuthRead } from '@qone/api-client';
import { Alert, Button, PasswordField, TextField, TextLink } from '@qone/ui';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveSession, toSessionUser } from '../../app/session';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
import { AuthScreen, FieldAside, FormError, FormStack, readLoginNotice } from '../../features/Auth';
import { formResolver, type LoginValues, loginSchema } from '../../forms/rules';
import { paths } from '../../routes';

type SignedIn = Exclude<Awaited<ReturnType<ReturnType<typeof useAuthApi>['login']>>, SecondFactorChallenge>;

// Only users with a second factor see it: kept out of /login's first load (its 120 KB budget).
const SecondStep = lazy(() => import('./SecondStep'));

/**
 * /login: email and password, the product's messages, the log-in button disabled until both are valid.
 * A failure (wrong credentials 401, throttled 429, …) shows the server's text in the page; success keeps the
 * non-secret user, permissions and email (the session itself is the server's HttpOnly cookie) and opens /home.
 * An address may have an account in several companies: the sign-in names the company this host serves, when one
 * does (`GET /api/companies/alias`), and otherwise the server takes the address's oldest account.
 * A user with a second factor gets a ticket instead of a session: the second step (the app's code, or a recovery
 * code) follows on the same screen, and signs in the same way.
 */
export function LoginPage() {
  const { login, getCompanyAlias } = useAuthApi();
  // A host that serves no company answers null: no company is named then.
  const host = window.location.host;
  const served = useAuthRead(host, () => getCompanyAlias(host));
  const navigate = useNavigate();
  const notice = readLoginNotice(useLocation().state);
  const [challenge, setChallenge] = useState<SecondFactorChallenge['secondFactor'] | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginValues>({
    resolver: formResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const signedIn = ({ user, permissions }: Omit<SignedIn, 'token'>) => {
    saveSession({ user: toSessionUser(user), permissions, userEmail: user.email });
    navigate(paths.home, { replace: true });
  };
  const submit = useAction({
    run: async ({ email, password }: LoginValues) => {
      const companyId = served.data?.companyId;
      const answer = await login({
        email: email.trim(),
        password,
        ...(companyId ? { companyId } : {}),
      });
      if ('secondFactor' in answer) {
        setChallenge(answer.secondFactor);
        return;
      }
      signedIn(answer);
    },
  });
  // Its failure shows as submit.error.
  const onSubmit = handleSubmit((values) => submit.run(values).catch(() => undefined));

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <SecondStep challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(null)} />
      </Suspense>
    );
  }

  return (
    <AuthScreen
      title={authCopy.login.title}
      intro={authCopy.login.intro}
      footer={
        <>
          <span>{authCopy.login.noAccount}</span>
          <TextLink href={paths.createAccount}>{authCopy.login.createAccount}</TextLink>
        </>
      }
    >
      {notice && !submit.error ? <Alert variant="success">{notice}</Alert> : null}
      <FormError message={submit.error} />
      <FormStack noValidate onSubmit={onSubmit}>
        <TextField
          label={authCopy.fields.email}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={authCopy.fields.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <FieldAside>
          <TextLink href={paths.forgotPassword}>{authCopy.login.forgotPassword}</TextLink>
        </FieldAside>
        <Button type="submit" variant="primary" block disabled={!isValid} loading={isSubmitting}>
          {authCopy.login.submit}
        </Button>
      </FormStack>
    </AuthScreen>
  );
}
