import { createContext, useContext } from 'react';

/**
 * Between the API client and the dialog that asks for a fresh proof of identity: the client's `onStepUp` asks the
 * broker, the signed-in shell's `StepUpHost` answers (until it mounts, or on a signed-out screen, nobody answers
 * and the refusal stays what it was). Kept apart from the dialog so that /login's first load carries none of it.
 */
export interface StepUpBroker {
  /** Resolves `true` once the user proved who they are, `false` when they cancelled or nothing can ask. */
  ask: () => Promise<boolean>;
  /** The shell's dialog takes the questions (null: it went away). */
  answerWith: (host: (() => Promise<boolean>) | null) => void;
}

export function createStepUpBroker(): StepUpBroker {
  let host: (() => Promise<boolean>) | null = null;
  // Writes refused at the same moment share one question.
  let pending: Promise<boolean> | null = null;
  return {
    ask() {
      if (!host) return Promise.resolve(false);
      pending ??= host().finally(() => {
        pending = null;
      });
      return pending;
    },
    answerWith(next) {
      host = next;
    },
  };
}

export const StepUpContext = createContext<StepUpBroker | null>(null);

export const useStepUpBroker = () => useContext(StepUpContext);
