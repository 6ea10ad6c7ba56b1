import type { PasswordContext } from '@qone/domain/password-rules';
import { PasswordField } from '@qone/ui';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { authCopy } from '../../copy';
import { PasswordHints } from './PasswordHints';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation, with the live rule hints between them — the same group on register,
 * set password and change password. `context`: what the page knows of the account, which the password may not hold. Reads the surrounding form through react-hook-form's FormProvider; the form's
 * values must include `password` and `confirmPassword`.
 */
export function NewPasswordFields({ label, context }: { label: string; context?: PasswordContext }) {
  const {
    register,
    control,
    getValues,
    trigger,
    formState: { errors },
  } = useFormContext<NewPasswordValues>();
  const password = useWatch({ control, name: 'password' });
  const hintsId = useId();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        aria-describedby={hintsId}
        error={errors.password?.message}
        {...register('password', {
          // Once a confirmation is typed, its mismatch message follows the first password as it changes.
          onChange: () => {
            if (getValues('confirmPassword')) void trigger('confirmPassword');
          },
        })}
      />
      <PasswordHints id={hintsId} password={password} {...(context ? { context } : {})} />
      <PasswordField
        label={authCopy.fields.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
