import { useApi } from '@qone/api-client';
import { Button, PageHeader, PasswordField, uiCopy, useToast } from '@qone/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
import { FormError, FormStack } from '../../features/Auth';
// Not through the barrel: the sign-in page, which imports the barrel, must not download the new-password rules.
import { NewPasswordFields } from '../../features/Auth/NewPasswordFields';
import { type ResetPasswordValues, resetPasswordSchema } from '../../forms/new-password';
import { formResolver } from '../../forms/rules';
import { paths } from '../../routes';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space250};
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.space100};
`;

/**
 * reset-password/{resetToken} and /reset-password/{userId}: the signed-in user changes their own
 * password with the old one, a new one and its confirmation. The server only lets callers change their own
 * password, so the call always names the signed-in user whatever the path holds. Success goes to /.
 */
export function ResetPasswordPage() {
  const session = useSession();
  const { useMutations } = useApi();
  const { resetUserPassword } = useMutations();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<ResetPasswordValues>({
    resolver: formResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useAction({
    run: async ({ oldPassword, password: chosen }: ResetPasswordValues) => {
      if (!session) return;
      const { message } = await resetUserPassword(session.user._id, { oldPassword, password: chosen });
      toast.toast({ title: message || authCopy.resetPassword.success, variant: 'success' });
      navigate(paths.root, { replace: true });
    },
  });
  // Its failure shows as submit.error.
  const onSubmit = handleSubmit((values) => submit.run(values).catch(() => undefined));

  return (
    <Page aria-labelledby="reset-password-title">
      <PageHeader
        titleId="reset-password-title"
        title={authCopy.resetPassword.title}
        description={authCopy.resetPassword.intro}
      />
      <FormError message={submit.error} />
      <FormProvider {...form}>
        <FormStack noValidate onSubmit={onSubmit}>
          <PasswordField
            label={authCopy.fields.oldPassword}
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <NewPasswordFields
            label={authCopy.fields.newPassword}
            context={{ email: session?.user.email, name: session?.user.name }}
          />
          <Actions>
            <Button variant="secondary" onClick={() => navigate(paths.root)}>
              {uiCopy.common.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {authCopy.resetPassword.submit}
            </Button>
          </Actions>
        </FormStack>
      </FormProvider>
    </Page>
  );
}
