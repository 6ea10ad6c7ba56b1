import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { Modal } from '../Modal';
import { RecoveryCodesPanel } from '../RecoveryCodesPanel';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { QrCode } from './QrCode';

const Body = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space300};
  align-items: flex-start;
`;

const Fields = styled.div`
  display: flex;
  flex: 1 1 ${({ theme }) => theme.size.columnLarge};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const SecretLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Secret = styled.code`
  display: block;
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  overflow-wrap: anywhere;
  user-select: all;
`;

/** The key as an app's "enter a key" field shows it: groups of four. */
export const groupInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface TotpEnrolmentDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called by Escape, the × and Cancel (and with `false` once the recovery codes are done). */
  onOpenChange: (open: boolean) => void;
  /** The key and its `otpauth://` URI; undefined while they are being made (a spinner shows). */
  enrolment: { secret: string; uri: string } | undefined;
  /** Called with the six digits the app shows. */
  onConfirm: (code: string) => void;
  /** The server's refusal (a wrong code), under the code field. */
  error?: ReactNode;
  /** The code is being checked. */
  loading?: boolean;
  /** Once confirmed as the first factor: the recovery codes, shown instead of the form. */
  recoveryCodes?: readonly string[] | undefined;
  /** Called by the recovery codes' Done. */
  onDone?: () => void;
  /** Passed to the recovery codes panel (stories). */
  writeClipboard?: (text: string) => Promise<void>;
}

/**
 * Setting up an authenticator app: the QR code to scan (its library loaded when the dialog opens), the key as text
 * in groups of four for apps that take it typed, and the code the app then shows. When the server answers
 * recovery codes, they replace the form.
 */
export function TotpEnrolmentDialog({
  open,
  onOpenChange,
  enrolment,
  onConfirm,
  error,
  loading = false,
  recoveryCodes,
  onDone,
  writeClipboard,
}: TotpEnrolmentDialogProps) {
  const [code, setCode] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts with an empty code
  useEffect(() => setCode(''), [enrolment?.secret]);
  const digits = code.replace(/\s/g, '');
  const ready = /^\d{6}$/.test(digits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !loading) onConfirm(digits);
  };
  if (recoveryCodes) {
    return (
      <Modal
        open={open}
        onOpenChange={() => undefined}
        title={uiCopy.totpEnrolment.title}
        hideCloseButton
        disableBackdropClose
      >
        <RecoveryCodesPanel
          codes={recoveryCodes}
          onDone={() => onDone?.()}
          {...(writeClipboard ? { writeClipboard } : {})}
        />
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={uiCopy.totpEnrolment.title}
      description={uiCopy.totpEnrolment.description}
      disableBackdropClose
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{uiCopy.common.cancel}</Button>
          <Button
            type="submit"
            form="totp-enrolment-form"
            variant="primary"
            disabled={!ready || !enrolment}
            loading={loading}
          >
            {uiCopy.totpEnrolment.submit}
          </Button>
        </>
      }
    >
      {enrolment ? (
        <Body id="totp-enrolment-form" noValidate onSubmit={submit}>
          <QrCode value={enrolment.uri} />
          <Fields>
            <div>
              <SecretLabel>{uiCopy.totpEnrolment.secret}</SecretLabel>
              <Secret aria-label={uiCopy.totpEnrolment.secret}>{groupInFours(enrolment.secret)}</Secret>
            </div>
            <TextField
              label={uiCopy.totpEnrolment.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={7}
              required
              error={error}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Fields>
        </Body>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
TotpEnrolmentDialog.displayName = 'TotpEnrolmentDialog';
