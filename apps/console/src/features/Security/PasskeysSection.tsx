import { type Passkey, useApi } from '@qone/api-client';
import { Button, PasskeyList, type PasskeyRow, RecoveryCodesPanel, SectionHeader } from '@qone/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { securityCopy } from '../../copy';
import { ConfirmAction } from '../RecordList';
import { PasskeyNameDialog } from './PasskeyNameDialog';

const t = securityCopy.passkeys;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const Why = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

/** Whether this browser has WebAuthn at all: read without loading the library, so the button can say why not. */
const webAuthnAvailable = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';

/**
 * "Passkeys and security keys" of Sign-in & security: the list (name and kind, added, last used), Add a passkey (a
 * name, then the browser's ceremony — `@simplewebauthn/browser`, imported on click — then `addPasskey`), Rename and
 * Remove (confirmed). Adding and removing need a fresh proof on the server; the shell's step-up dialog answers it in
 * place and the request goes on. A first factor answers the ten recovery codes, shown once as the app's enrolment
 * shows them.
 */
export function PasskeysSection() {
  const { useMySecondFactors, useMySessions, useMutations } = useApi();
  const factors = useMySecondFactors();
  const sessions = useMySessions();
  const { startPasskeyRegistration, addPasskey, renamePasskey, removePasskey } = useMutations();
  const format = useFormat();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const supported = webAuthnAvailable();

  const add = useAction({
    run: async (name: string) => {
      const options = (await startPasskeyRegistration()).data;
      const { createPasskey } = await import('../Passkeys/ceremony.editor');
      const credential = await createPasskey(options);
      return addPasskey({ name, credential });
    },
    success: (answer) => answer.message,
  });
  const rename = useAction({
    run: (id: string, name: string) => renamePasskey(id, { name }),
    success: (answer) => answer.message,
  });
  const remove = useAction({
    run: (id: string) => removePasskey(id),
    success: (answer) => answer.message,
  });

  const passkeys = factors.data?.passkeys ?? [];
  const rows: PasskeyRow[] = passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    kind: passkey.kind,
    addedAt: format.day(passkey.addedAt),
    lastUsedAt: passkey.lastUsedAt ? format.relative(passkey.lastUsedAt) : null,
  }));
  const here = sessions.data?.find((session) => session.current);
  const defaultName = t.defaultName(here?.browser ?? null, here?.system ?? null);
  const find = (id: string) => passkeys.find((passkey) => passkey.id === id) ?? null;

  return (
    <Section aria-labelledby="passkeys-heading">
      <SectionHeader
        title={t.heading}
        titleId="passkeys-heading"
        description={t.intro}
        actions={
          <Button
            variant="primary"
            disabled={!supported || freshCodes !== null}
            onClick={() => {
              add.reset();
              setAdding(true);
            }}
            {...(supported ? {} : { 'aria-describedby': 'passkeys-unsupported' })}
          >
            {t.add}
          </Button>
        }
      />
      {supported ? null : <Why id="passkeys-unsupported">{t.unsupported}</Why>}
      {freshCodes ? (
        <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(null)} />
      ) : (
        <PasskeyList
          rows={rows}
          labels={t}
          loading={factors.isLoading}
          error={loadError(factors, { title: t.loadError })}
          onRename={(id) => {
            rename.reset();
            setRenaming(find(id));
          }}
          onRemove={(id) => {
            remove.reset();
            setRemoving(find(id));
          }}
        />
      )}
      <PasskeyNameDialog
        open={adding}
        onOpenChange={setAdding}
        title={t.addTitle}
        description={t.addIntro}
        initialName={defaultName}
        submitLabel={t.continue}
        error={add.error}
        loading={add.pending}
        onSubmit={(name) =>
          void add
            .run(name)
            .then((answer) => {
              setAdding(false);
              if (answer.data.recoveryCodes) setFreshCodes(answer.data.recoveryCodes);
            })
            .catch(() => undefined)
        }
      />
      <PasskeyNameDialog
        open={renaming !== null}
        onOpenChange={(open) => {
          if (!open) setRenaming(null);
        }}
        title={t.renameTitle}
        initialName={renaming?.name ?? ''}
        submitLabel={t.save}
        error={rename.error}
        loading={rename.pending}
        onSubmit={(name) =>
          renaming
            ? void rename
                .run(renaming.id, name)
                .then(() => setRenaming(null))
                .catch(() => undefined)
            : undefined
        }
      />
      <ConfirmAction
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t.removeTitle}
        message={removing ? t.removeConfirm(removing.name) : ''}
        confirmLabel={t.remove}
        error={remove.error}
        onConfirm={() => (removing ? remove.run(removing.id) : undefined)}
      />
    </Section>
  );
}
