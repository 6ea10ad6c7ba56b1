import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { uiCopy } from '../copy';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.columnMedium}, 1fr));
  gap: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space300};
  margin: 0;
  padding: ${({ theme }) => theme.space.space200};
  list-style: none;
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  background: ${({ theme }) => theme.color.canvasSubtle};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
`;

export interface RecoveryCodesPanelProps {
  /** The codes, shown once: the caller must not keep them after `onDone`. */
  codes: readonly string[];
  /** Called by Done, which turns on once "I have saved these codes" is ticked. */
  onDone: () => void;
  /** The heading; "Recovery codes" by default. */
  title?: ReactNode;
  /** Writes text to the clipboard; `navigator.clipboard.writeText` by default (stories and tests pass their own). */
  writeClipboard?: (text: string) => Promise<void>;
}

/**
 * Recovery codes shown once after a second factor is set up or the codes are made again: the list, Copy and
 * Download as .txt, and Done only after the user says they saved them.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  title = uiCopy.recoveryCodes.title,
  writeClipboard = (text) => navigator.clipboard.writeText(text),
}: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = uiCopy.recoveryCodes.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Root aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title">{title}</Heading>
      <Intro>{uiCopy.recoveryCodes.intro}</Intro>
      <Codes aria-label={uiCopy.recoveryCodes.list}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button
          onClick={() =>
            writeClipboard(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? uiCopy.recoveryCodes.copied : uiCopy.recoveryCodes.copy}
        </Button>
        <Button onClick={download}>{uiCopy.recoveryCodes.download}</Button>
      </Actions>
      <Footer>
        <Checkbox
          label={uiCopy.recoveryCodes.saved}
          checked={saved}
          onCheckedChange={(value) => setSaved(value === true)}
        />
        <Button variant="primary" disabled={!saved} onClick={onDone}>
          {uiCopy.recoveryCodes.done}
        </Button>
      </Footer>
    </Root>
  );
}
RecoveryCodesPanel.displayName = 'RecoveryCodesPanel';
