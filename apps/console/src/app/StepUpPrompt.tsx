import { type StepUpRequest, useApi } from '@qone/api-client';
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
 * "Confirm it's you": the password, or the authenticator app's code or a passkey or security key for a user who has
 * one, sent as a fresh proof; the refused write waits for `onSettle`.
 */
export function StepUpPrompt({ open, onSettle }: StepUpPromptProps) {
  const { useMutations, useMySecondFactors } = useApi();
  const { stepUp, startStepUpWithKey } = useMutations();
  const factors = useMySecondFactors().data;
  const hasApp = factors?.totp != null;
  const hasKey = (factors?.passkeys.length ?? 0) > 0;
  // A key's proof: the server's challenge, then the browser's ceremony (its library loaded on the click).
  const keyProof = async (): Promise<StepUpRequest> => {
    const options = (await startStepUpWithKey()).data;
    const { provePasskey } = await import('../features/Passkeys/ceremony.editor');
    return { credential: await provePasskey(options) };
  };
  const prove = useAction({
    run: async (proof: StepUpRequest | 'key') => stepUp(proof === 'key' ? await keyProof() : proof),
  });
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
      {...(hasKey
        ? {
            onConfirmKey: async () => {
              await prove.run('key');
              onSettle(true);
            },
          }
        : {})}
      onCancel={() => onSettle(false)}
    />
  );
}
