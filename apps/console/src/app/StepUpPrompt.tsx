import { useApi } from '@qone/api-client';
import { StepUpDialog } from '@qone/ui';
import { useEffect } from 'react';
import { frameCopy } from '../copy';
import { useAction } from './useAction';

const t = frameCopy.stepUp;

export interface StepUpPromptProps {
  /** Whether the dialog is shown: a write is waiting for the proof. */
  open: boolean;
  /** Ends the wait: `true` once the proof went through, `false` on Cancel. */
  onSettle: (proved: boolean) => void;
}

/**
 * "Confirm it's you": the password, or the authenticator app's code for a user who has one, sent as a fresh proof;
 * the refused write waits for `onSettle`.
 */
export function StepUpPrompt({ open, onSettle }: StepUpPromptProps) {
  const { useMutations, useMySecondFactors } = useApi();
  const { stepUp } = useMutations();
  const hasApp = useMySecondFactors().data?.totp != null;
  const prove = useAction({ run: (proof: { password: string } | { code: string }) => stepUp(proof) });
  const { reset } = prove;
  // Each request for a proof starts without the last one's error.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <StepUpDialog
      open={open}
      labels={t}
      error={prove.error}
      onConfirm={async (password) => {
        await prove.run({ password });
        onSettle(true);
      }}
      {...(hasApp
        ? {
            onConfirmCode: async (code: string) => {
              await prove.run({ code });
              onSettle(true);
            },
          }
        : {})}
      onCancel={() => onSettle(false)}
    />
  );
}
