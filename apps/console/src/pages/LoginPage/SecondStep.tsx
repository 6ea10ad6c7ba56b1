import { type LoginResponse, type SecondFactorChallenge, useAuthApi } from '@qone/api-client';
import { SecondStepForm, type SecondStepMode, TextLink } from '@qone/ui';
import { useState } from 'react';
import { useAction } from '../../app/useAction';
import { authCopy } from '../../copy';
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
 * The second step of /login, on the same screen: the authenticator app's code, or a recovery code instead. A wrong
 * code keeps the ticket (try again); a ticket too old says to enter the password again.
 */
export default function SecondStep({ challenge, onSignedIn, onBack }: SecondStepProps) {
  const { loginSecondFactor } = useAuthApi();
  const [mode, setMode] = useState<SecondStepMode>('code');
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
      title={authCopy.secondStep.title}
      intro={mode === 'code' ? authCopy.secondStep.intro : authCopy.secondStep.introRecovery}
      footer={
        <TextLink
          href={paths.login}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          {authCopy.secondStep.backToPassword}
        </TextLink>
      }
    >
      <SecondStepForm
        mode={mode}
        onModeChange={(next) => {
          verify.reset();
          setMode(next);
        }}
        onSubmit={(value) => verify.start(value)}
        error={verify.error ?? undefined}
        loading={verify.pending}
      />
    </AuthScreen>
  );
}
