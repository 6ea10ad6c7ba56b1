import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@qone/api-client';
import { Button, copy, PasswordField, useToast } from '@qone/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeading } from '../../app/PageHeading';
import { useSession } from '../../app/session';
import { errorText, FormError, FormStack, NewPasswordFields } from '../../features/Auth';
import { type ResetPasswordValues, resetPasswordSchema } from '../../forms/rules';

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
 * reset-password/{resetToken} and /reset-password/{userId} (SPEC 2.2, 5): the signed-in user changes their own
 * password with the old one, a new one and its confirmation. The server only lets callers change their own
 * password, so the call always names the signed-in user whatever the path holds. Success goes to / (SPEC 4).
 */
export function ResetPasswordPage() {
  const session = useSession();
  const { useMutations } = useApi();
  const { resetUserPassword } = useMutations();
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ oldPassword, password: chosen }) => {
    if (!session) return;
    setFailure(null);
    try {
      const { message } = await resetUserPassword(session.user._id, { oldPassword, password: chosen });
      toast.toast({ title: message || copy.resetPassword.success, variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <Page aria-labelledby="reset-password-title">
      <PageHeading>
        <h1 id="reset-password-title">{copy.resetPassword.title}</h1>
        <p>{copy.resetPassword.intro}</p>
      </PageHeading>
      <FormError message={failure} />
      <FormProvider {...form}>
        <FormStack noValidate onSubmit={onSubmit}>
          <PasswordField
            label={copy.auth.oldPassword}
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <NewPasswordFields label={copy.auth.newPassword} />
          <Actions>
            <Button variant="secondary" onClick={() => navigate('/')}>
              {copy.common.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {copy.resetPassword.submit}
            </Button>
          </Actions>
        </FormStack>
      </FormProvider>
    </Page>
  );
}
