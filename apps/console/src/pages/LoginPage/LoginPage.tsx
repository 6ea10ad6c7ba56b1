import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@qone/api-client';
import { Alert, Button, copy, PasswordField, TextField } from '@qone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveSession } from '../../app/session';
import {
  AuthScreen,
  errorText,
  FieldAside,
  FormError,
  FormStack,
  readLoginNotice,
  TextLink,
  toSessionUser,
} from '../../features/Auth';
import { type LoginValues, loginSchema } from '../../forms/rules';

/**
 * /login (SPEC 2.1, 5, 8): email and password, the spec's messages, the log-in button disabled until both are valid.
 * A failure (wrong credentials 401, throttled 429, …) shows the server's text in the page; success keeps the
 * non-secret user, permissions and email (the session itself is the server's HttpOnly cookie) and opens /home.
 */
export function LoginPage() {
  const { useMutations } = useApi();
  const { login } = useMutations();
  const navigate = useNavigate();
  const notice = readLoginNotice(useLocation().state);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { user, permissions } = await login({ email: email.trim(), password });
      saveSession({ user: toSessionUser(user), permissions, userEmail: user.email });
      navigate('/home', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <AuthScreen
      title={copy.login.title}
      intro={copy.login.intro}
      footer={
        <>
          <span>{copy.login.noAccount}</span>
          <TextLink to="/create-account">{copy.login.createAccount}</TextLink>
        </>
      }
    >
      {notice && !failure ? <Alert variant="success">{notice}</Alert> : null}
      <FormError message={failure} />
      <FormStack noValidate onSubmit={onSubmit}>
        <TextField
          label={copy.auth.email}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={copy.auth.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <FieldAside>
          <TextLink to="/forgot-password">{copy.login.forgotPassword}</TextLink>
        </FieldAside>
        <Button type="submit" variant="primary" block disabled={!isValid} loading={isSubmitting}>
          {copy.auth.login}
        </Button>
      </FormStack>
    </AuthScreen>
  );
}
