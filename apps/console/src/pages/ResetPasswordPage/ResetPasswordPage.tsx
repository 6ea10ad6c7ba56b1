import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@qone/api-client';
import { Button, copy, PasswordField, useToast } from '@qone/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { errorText, FormError, FormStack, PasswordHints } from '../../features/Auth';
import { type ResetPasswordValues, resetPasswordSchema } from '../../forms/rules';

const HINTS_ID = 'reset-password-rules';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space250};
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.fontSize500};
    font-weight: ${({ theme }) => theme.font.weightSemibold};
    line-height: ${({ theme }) => theme.font.lineHeightTight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fgMuted};
  }
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
  const {
    register,
    handleSubmit,
    control,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

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
      <Heading>
        <h1 id="reset-password-title">{copy.resetPassword.title}</h1>
        <p>{copy.resetPassword.intro}</p>
      </Heading>
      <FormError message={failure} />
      <FormStack noValidate onSubmit={onSubmit}>
        <PasswordField
          label={copy.auth.oldPassword}
          autoComplete="current-password"
          required
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <PasswordField
          label={copy.auth.newPassword}
          autoComplete="new-password"
          required
          aria-describedby={HINTS_ID}
          error={errors.password?.message}
          {...register('password', {
            // Once a confirmation is typed, its mismatch message follows the new password as it changes.
            onChange: () => {
              if (getValues('confirmPassword')) void trigger('confirmPassword');
            },
          })}
        />
        <PasswordHints id={HINTS_ID} password={password} />
        <PasswordField
          label={copy.auth.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Actions>
          <Button variant="secondary" onClick={() => navigate('/')}>
            {copy.common.cancel}
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {copy.resetPassword.submit}
          </Button>
        </Actions>
      </FormStack>
    </Page>
  );
}
