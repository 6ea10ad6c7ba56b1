import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStepUpBroker } from './stepUp';

/**
 * The dialog (and the kit's StepUpDialog with it) is a chunk of its own, fetched the first time a proof is asked
 * for: most sessions never need one, and the signed-in frame stays within its size budget.
 */
const StepUpPrompt = lazy(async () => ({ default: (await import('./StepUpPrompt')).StepUpPrompt }));

/**
 * Answers the API client's requests for a fresh proof (the broker of `stepUp.ts`): "Confirm it's you" with the
 * password, or with the authenticator app's code for a user who has one; a proof lets the refused write go through
 * once more, a cancel leaves it refused. Lives in the signed-in shell, the only place a step-up can be asked for.
 */
export function StepUpHost() {
  const broker = useStepUpBroker();
  const [open, setOpen] = useState(false);
  // Mounted from the first request on, so that closing keeps its exit (focus back where it was).
  const [shown, setShown] = useState(false);
  const answer = useRef<((proved: boolean) => void) | null>(null);

  useEffect(() => {
    if (!broker) return;
    broker.answerWith(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setShown(true);
          setOpen(true);
        }),
    );
    return () => {
      broker.answerWith(null);
      answer.current?.(false);
    };
  }, [broker]);

  const settle = (proved: boolean) => {
    setOpen(false);
    answer.current?.(proved);
    answer.current = null;
  };

  return shown ? (
    <Suspense fallback={null}>
      <StepUpPrompt open={open} onSettle={settle} />
    </Suspense>
  ) : null;
}
