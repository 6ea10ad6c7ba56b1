import { useApi } from '@qone/api-client';
import {
  Button,
  RecoveryCodesPanel,
  SecondFactorBadge,
  SectionHeader,
  Skeleton,
  TotpEnrolmentDialog,
} from '@qone/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { securityCopy } from '../../copy';
import { ConfirmAction } from '../RecordList';
import { useTotpEnrolment } from './useTotpEnrolment';

const t = securityCopy.page;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space150};
  padding: ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
`;

const What = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
`;

const Name = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
`;

/**
 * "Second factors" of /account/security: the authenticator app (set up through the enrolment dialog, or removed),
 * and the recovery codes left (made again, shown once) while any factor — the app or a passkey — is set up. Adding, removing and making new codes need a fresh proof of
 * identity on the server (`x-step-up`), which the console's step-up dialog answers in place.
 */
export function SecondFactorsSection() {
  const { useMySecondFactors, useMutations } = useApi();
  const factors = useMySecondFactors();
  const { removeTotp, regenerateRecoveryCodes } = useMutations();
  const format = useFormat();
  const enrolment = useTotpEnrolment();
  const [confirming, setConfirming] = useState<'remove' | 'regenerate' | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const remove = useAction({ run: () => removeTotp(), success: () => t.removed });
  const regenerate = useAction({
    run: async () => setFreshCodes((await regenerateRecoveryCodes()).data.recoveryCodes),
  });

  const totp = factors.data?.totp ?? null;
  return (
    <Section aria-labelledby="second-factors-title">
      <SectionHeader
        title={t.secondFactors}
        titleId="second-factors-title"
        description={t.secondFactorsIntro}
      />
      {factors.error ? (
        <LoadError read={factors} />
      ) : !factors.data ? (
        <Skeleton />
      ) : freshCodes ? (
        <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(null)} />
      ) : (
        <>
          <Row>
            <What>
              <Name>
                {t.authenticatorApp} {totp ? <SecondFactorBadge kinds={['totp']} /> : null}
              </Name>
              <Muted>
                {totp
                  ? `${t.addedAt(format.day(totp.addedAt))}, ${
                      totp.lastUsedAt ? t.lastUsedAt(format.relative(totp.lastUsedAt)) : t.neverUsed
                    }`
                  : t.notSetUp}
              </Muted>
            </What>
            {totp ? (
              <Button variant="danger" onClick={() => setConfirming('remove')}>
                {t.remove}
              </Button>
            ) : (
              <Button variant="primary" onClick={enrolment.open}>
                {t.setUp}
              </Button>
            )}
          </Row>
          {totp || factors.data.passkeys.length > 0 ? (
            <Row>
              <What>
                <Name>{t.recoveryCodes}</Name>
                <Muted>{t.recoveryCodesLeft(factors.data.recoveryCodesLeft)}</Muted>
              </What>
              <Button onClick={() => setConfirming('regenerate')}>{t.regenerate}</Button>
            </Row>
          ) : null}
        </>
      )}
      <TotpEnrolmentDialog {...enrolment.dialog} />
      <ConfirmAction
        open={confirming === 'remove'}
        onOpenChange={(open) => !open && setConfirming(null)}
        message={t.removeConfirm}
        confirmLabel={t.remove}
        error={remove.error}
        onConfirm={() => remove.run()}
      />
      <ConfirmAction
        open={confirming === 'regenerate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        variant="primary"
        message={t.regenerateConfirm}
        confirmLabel={t.regenerateLabel}
        error={regenerate.error}
        onConfirm={() => regenerate.run()}
      />
    </Section>
  );
}
