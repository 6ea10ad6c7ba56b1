import { useApi } from '@qone/api-client';
import { Button, SectionHeader } from '@qone/ui';
import { useState } from 'react';
import { useAction } from '../../app/useAction';
import { securityCopy } from '../../copy';
import { ConfirmAction } from '../RecordList';

const t = securityCopy.companySessions;

/**
 * Signs everyone of the company out but this session, after a confirmation; the server spares people with more
 * access than the caller and its answer (the toast) says how many. The shell asks for a fresh proof when needed.
 */
export function SignOutEveryoneSection() {
  const { useMutations } = useApi();
  const { signOutEveryone } = useMutations();
  const [confirming, setConfirming] = useState(false);
  const signOut = useAction({ run: () => signOutEveryone(), success: (answer) => answer.message });
  return (
    <section aria-labelledby="company-sessions-heading">
      <SectionHeader
        title={t.heading}
        titleId="company-sessions-heading"
        description={t.intro}
        actions={
          <Button
            variant="danger"
            onClick={() => {
              signOut.reset();
              setConfirming(true);
            }}
          >
            {t.signOutEveryone}
          </Button>
        }
      />
      <ConfirmAction
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        message={t.confirm}
        confirmLabel={t.signOutEveryone}
        error={signOut.error}
        onConfirm={() => signOut.run()}
      />
    </section>
  );
}
