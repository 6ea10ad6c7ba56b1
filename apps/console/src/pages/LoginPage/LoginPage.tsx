import { type SecondFactorChallenge, useAuthApi, useAuthRead } from '@qone/api-client';
import { Alert, Button, PasswordField, TextField, TextLink } from '@qone/ui';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveSession, toSessionUser } from '../../app/session';
import { useAction } from '../../app/useAction';
import { loginCopy } from '../../copy';
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
 * code) follows on the same screen, and signs in the same way. "Sign in with a passkey" (in browsers with WebAuthn)
 * signs in with a passkey alone, no email typed, and lands as the password does.
 */
export function LoginPage() {
  const auth = useAuthApi();
  const { login, getCompanyAlias } = auth;
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
  // Without values: "Sign in with a passkey", whose flow and WebAuthn library load on the click only (/login's first
  // load is at its budget).
  const submit = useAction({
    run: async (values?: LoginValues) => {
      if (!values) return signedIn(await (await import('./passkeySignIn')).signInWithPasskey(auth));
      const { email, password } = values;
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
      title={loginCopy.login.title}
      intro={loginCopy.login.intro}
      footer={
        <>
          <span>{loginCopy.login.noAccount}</span>
          <TextLink href={paths.createAccount}>{loginCopy.login.createAccount}</TextLink>
        </>
      }
    >
      {notice && !submit.error ? <Alert variant="success">{notice}</Alert> : null}
      <FormError message={submit.error} />
      <FormStack noValidate onSubmit={onSubmit}>
        <TextField
          label={loginCopy.fields.email}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={loginCopy.fields.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <FieldAside>
          <TextLink href={paths.forgotPassword}>{loginCopy.login.forgotPassword}</TextLink>
        </FieldAside>
        <Button type="submit" variant="primary" block disabled={!isValid} loading={isSubmitting}>
          {loginCopy.login.submit}
        </Button>
      </FormStack>
      {'PublicKeyCredential' in window && (
        <Button variant="secondary" block onClick={() => submit.start()}>
          {loginCopy.login.passkey}
        </Button>
      )}
    </AuthScreen>
  );
}
