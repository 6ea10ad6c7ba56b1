import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { TextField } from '../TextField';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const Switch = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accentFg};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space.space25};
  }
`;

/** How the second step is proved: the authenticator app's code, or one recovery code. */
export type SecondStepMode = 'code' | 'recovery';

export interface SecondStepFormProps {
  /** Which field shows. */
  mode: SecondStepMode;
  /** Called by "Use a recovery code instead" and back. */
  onModeChange: (mode: SecondStepMode) => void;
  /** Called with the code as typed (spaces removed from an app's code). */
  onSubmit: (value: string) => void;
  /** The server's refusal (a wrong code, a sign-in that took too long), shown under the field. */
  error?: ReactNode;
  /** The code is being checked. */
  loading?: boolean;
  /** Whether the authenticator app's code is offered; without it, the recovery code only (beside a security key). */
  withCode?: boolean;
  /**
   * A security key (or passkey) as the second step, when the account has one: a button under Verify. Its words come
   * from the app, which runs the browser's ceremony on `onUse`.
   */
  securityKey?: { label: ReactNode; onUse: () => void; loading?: boolean };
}

/**
 * The second step of signing in, on the login screen: the six digits of the authenticator app (a numeric field the
 * browser and password managers fill as a one-time code), or a recovery code instead, and — when the account has
 * one — a security key's button. The field takes focus when it appears and when the mode changes.
 */
export function SecondStepForm({
  mode,
  onModeChange,
  onSubmit,
  error,
  loading = false,
  withCode = true,
  securityKey,
}: SecondStepFormProps) {
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field is emptied and focused when the mode changes
  useEffect(() => {
    setValue('');
    field.current?.focus();
  }, [mode]);
  const code = mode === 'code' ? value.replace(/\s/g, '') : value.trim();
  const ready = mode === 'code' ? /^\d{6}$/.test(code) : code.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !loading) onSubmit(code);
  };
  return (
    <Form noValidate onSubmit={submit}>
      {mode === 'code' ? (
        <TextField
          ref={field}
          key="code"
          label={uiCopy.secondStep.code}
          hint={uiCopy.secondStep.codeHint}
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={7}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          ref={field}
          key="recovery"
          label={uiCopy.secondStep.recoveryCode}
          hint={uiCopy.secondStep.recoveryCodeHint}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {withCode ? (
        <Switch type="button" onClick={() => onModeChange(mode === 'code' ? 'recovery' : 'code')}>
          {mode === 'code' ? uiCopy.secondStep.useRecoveryCode : uiCopy.secondStep.useCode}
        </Switch>
      ) : null}
      <Button type="submit" variant="primary" block disabled={!ready} loading={loading}>
        {uiCopy.secondStep.submit}
      </Button>
      {securityKey ? (
        <Button
          type="button"
          variant="secondary"
          block
          loading={securityKey.loading ?? false}
          disabled={loading}
          onClick={securityKey.onUse}
        >
          {securityKey.label}
        </Button>
      ) : null}
    </Form>
  );
}
SecondStepForm.displayName = 'SecondStepForm';
