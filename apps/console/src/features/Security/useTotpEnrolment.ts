import { type TotpEnrolment, useApi } from '@qone/api-client';
import { useState } from 'react';
import { useAction } from '../../app/useAction';

/**
 * Setting up an authenticator app, as the enrolment dialog shows it: `open()` asks the server for a key, `confirm`
 * sends the app's first code; when the server answers recovery codes (the first factor), they are held until the
 * dialog's Done — and forgotten then, never kept anywhere else.
 */
export function useTotpEnrolment(onFinished?: () => void) {
  const { useMutations } = useApi();
  const { startTotpEnrolment, confirmTotpEnrolment } = useMutations();
  const [isOpen, setOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>(undefined);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>(undefined);
  const start = useAction({
    run: async () => {
      const answer = await startTotpEnrolment();
      setEnrolment(answer.data);
    },
  });
  const confirm = useAction({
    run: async (code: string) => {
      const answer = await confirmTotpEnrolment({ code });
      setEnrolment(undefined);
      if (answer.data.recoveryCodes) setRecoveryCodes(answer.data.recoveryCodes);
      else finish();
    },
  });
  const close = () => {
    setOpen(false);
    setRecoveryCodes(undefined);
    setEnrolment(undefined);
  };
  /** Set up (and its recovery codes, if any, saved). */
  const finish = () => {
    close();
    onFinished?.();
  };
  return {
    open: () => {
      setOpen(true);
      confirm.reset();
      setEnrolment(undefined);
      start.start();
    },
    dialog: {
      open: isOpen,
      onOpenChange: (open: boolean) => {
        if (!open) close();
      },
      enrolment,
      onConfirm: (code: string) => confirm.start(code),
      error: confirm.error ?? start.error ?? undefined,
      loading: confirm.pending,
      recoveryCodes,
      onDone: finish,
    },
  };
}
