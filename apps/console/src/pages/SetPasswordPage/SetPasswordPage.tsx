import { useAuthApi } from '@qone/api-client';
import { Alert, Button, TextLink } from '@qone/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorStatus } from '../../app/errors';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
import { AuthScreen, FormError, FormStack, type LoginNotice } from '../../features/Auth';
// Not through the barrel: the sign-in page, which imports the barrel, must not download the new-password rules.
import { NewPasswordFields } from '../../features/Auth/NewPasswordFields';
import { type CreatePasswordValues, createPasswordSchema } from '../../forms/new-password';
import { formResolver } from '../../forms/rules';
import { paths } from '../../routes';

/**
 * /password?utoken=…: the link mailed by forgot-password, by an administrator's reset and by company
 * sign-up. A new password and its confirmation (live rule hints); success goes to /login. A link without a token,
 * and one the server refuses (used, expired, unknown: 400), point to /forgot-password for a new one.
 */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const utoken = searchParams.get('utoken')?.trim() ?? '';
  const { setPassword } = useAuthApi();
  const navigate = useNavigate();
  // The refusal's status: a used or expired link (400) offers a new one.
  const [status, setStatus] = useState(0);
  const submit = useAction({
    run: async ({ password: chosen }: CreatePasswordValues) => {
      const { message } = await setPassword({ utoken, password: chosen });
      const state: LoginNotice = { notice: message || authCopy.setPassword.success };
      navigate(paths.login, { replace: true, state });
    },
  });
  const form = useForm<CreatePasswordValues>({
    resolver: formResolver(createPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const newLink = <TextLink href={paths.forgotPassword}>{authCopy.links.requestNewLink}</TextLink>;

  if (!utoken) {
    return (
      <AuthScreen
        title={authCopy.setPassword.missingTokenTitle}
        footer={<TextLink href={paths.login}>{authCopy.links.backToLogin}</TextLink>}
      >
        <Alert variant="warning" actions={newLink}>
          {authCopy.setPassword.missingTokenText}
        </Alert>
      </AuthScreen>
    );
  }

  const onSubmit = handleSubmit((values) => {
    setStatus(0);
    return submit.run(values).catch((error: unknown) => setStatus(errorStatus(error)));
  });

  return (
    <AuthScreen
      title={authCopy.setPassword.title}
      intro={authCopy.setPassword.intro}
      footer={
        <>
          <span>{authCopy.setPassword.expiredHint}</span>
          {newLink}
        </>
      }
    >
      <FormError message={submit.error} actions={submit.error && status === 400 ? newLink : undefined} />
      <FormProvider {...form}>
        <FormStack noValidate onSubmit={onSubmit}>
          <NewPasswordFields label={authCopy.fields.newPassword} />
          <Button type="submit" variant="primary" block loading={isSubmitting}>
            {authCopy.setPassword.submit}
          </Button>
        </FormStack>
      </FormProvider>
    </AuthScreen>
  );
}
