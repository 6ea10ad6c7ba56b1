import { useApi } from '@qone/api-client';
import { StepUpDialog } from '@qone/ui';
import { useEffect, useRef, useState } from 'react';
import { frameCopy } from '../copy';
import { useStepUpBroker } from './stepUp';
import { useAction } from './useAction';

const t = frameCopy.stepUp;

/** Tells whether the signed-in user has an authenticator app; mounted only while the dialog is open. */
function AppProbe({ onKnown }: { onKnown: (hasApp: boolean) => void }) {
  const { useMySecondFactors } = useApi();
  const hasApp = useMySecondFactors().data?.totp != null;
  useEffect(() => onKnown(hasApp), [hasApp, onKnown]);
  return null;
}

/**
 * Answers the API client's requests for a fresh proof (the broker of `stepUp.ts`): "Confirm it's you" with the
 * password, or with the authenticator app's code for a user who has one; a proof lets the refused write go through
 * once more, a cancel leaves it refused. Lives in the signed-in shell, the only place a step-up can be asked for.
 */
export function StepUpHost() {
  const broker = useStepUpBroker();
  const { useMutations } = useApi();
  const { stepUp } = useMutations();
  const [open, setOpen] = useState(false);
  const answer = useRef<((proved: boolean) => void) | null>(null);
  const prove = useAction({ run: (proof: { password: string } | { code: string }) => stepUp(proof) });
  const [hasApp, setHasApp] = useState(false);
  const { reset } = prove;

  useEffect(() => {
    if (!broker) return;
    broker.answerWith(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          reset();
          setOpen(true);
        }),
    );
    return () => {
      broker.answerWith(null);
      answer.current?.(false);
    };
  }, [broker, reset]);

  const settle = (proved: boolean) => {
    setOpen(false);
    answer.current?.(proved);
    answer.current = null;
  };

  return (
    <>
      {open ? <AppProbe onKnown={setHasApp} /> : null}
      <StepUpDialog
        open={open}
        labels={t}
        error={prove.error}
        onConfirm={async (password) => {
          await prove.run({ password });
          settle(true);
        }}
        {...(hasApp
          ? {
              onConfirmCode: async (code: string) => {
                await prove.run({ code });
                settle(true);
              },
            }
          : {})}
        onCancel={() => settle(false)}
      />
    </>
  );
}
