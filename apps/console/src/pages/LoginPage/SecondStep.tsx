import { type LoginResponse, type SecondFactorChallenge, useAuthApi } from '@qone/api-client';
import { SecondStepForm, type SecondStepMode, TextLink } from '@qone/ui';
import { useState } from 'react';
import { useAction } from '../../app/useAction';
import { secondStepCopy } from '../../copy';
import { AuthScreen } from '../../features/Auth';
import { paths } from '../../routes';

export interface SecondStepProps {
  /** The ticket and methods login answered. */
  challenge: SecondFactorChallenge['secondFactor'];
  /** Signs in with the answer, as a sign-in with the password alone does. */
  onSignedIn: (answer: LoginResponse) => void;
  /** Back to the password (another account). */
  onBack: () => void;
}

/**
 * The second step of /login, on the same screen: the authenticator app's code, or a recovery code instead, and "Use a
 * Security Key" when the account has a passkey or security key (the password was right: the methods may show now).
 * A wrong code or key keeps the ticket (try again); a ticket too old says to enter the password again.
 */
export default function SecondStep({ challenge, onSignedIn, onBack }: SecondStepProps) {
  const { loginSecondFactor, startSecurityKeyStep } = useAuthApi();
  const withCode = challenge.methods.includes('totp');
  const withKey = challenge.methods.includes('security-key');
  const [mode, setMode] = useState<SecondStepMode>(withCode ? 'code' : 'recovery');
  // The browser's ceremony (and its library) loads when the button is used.
  const key = useAction({
    run: async () => {
      const options = (await startSecurityKeyStep({ ticket: challenge.ticket })).data;
      const { provePasskey } = await import('../../features/Passkeys/ceremony.editor');
      const credential = await provePasskey(options);
      onSignedIn(await loginSecondFactor({ ticket: challenge.ticket, credential }));
    },
  });
  const verify = useAction({
    run: async (value: string) =>
      onSignedIn(
        await loginSecondFactor(
          mode === 'code'
            ? { ticket: challenge.ticket, code: value }
            : { ticket: challenge.ticket, recoveryCode: value },
        ),
      ),
  });
  return (
    <AuthScreen
      title={secondStepCopy.title}
      intro={
        mode === 'code'
          ? secondStepCopy.intro
          : withKey && !withCode
            ? secondStepCopy.introSecurityKey
            : secondStepCopy.introRecovery
      }
      footer={
        <TextLink
          href={paths.login}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          {secondStepCopy.backToPassword}
        </TextLink>
      }
    >
      <SecondStepForm
        mode={mode}
        onModeChange={(next) => {
          verify.reset();
          key.reset();
          setMode(next);
        }}
        onSubmit={(value) => {
          key.reset();
          verify.start(value);
        }}
        error={verify.error ?? key.error ?? undefined}
        loading={verify.pending}
        withCode={withCode}
        {...(withKey
          ? {
              securityKey: {
                label: secondStepCopy.useSecurityKey,
                loading: key.pending,
                onUse: () => {
                  verify.reset();
                  key.start();
                },
              },
            }
          : {})}
      />
    </AuthScreen>
  );
}
