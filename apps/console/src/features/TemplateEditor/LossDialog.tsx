import { Button, Modal } from '@qone/ui';
import styled from 'styled-components';
import { contentCopy } from '../../copy';
import { describeChange, type HtmlChange } from './html-compare';

const List = styled.ul`
  margin: ${({ theme }) => theme.space.space100} 0 0;
  padding-left: ${({ theme }) => theme.space.space300};
  max-height: ${({ theme }) => theme.size.columnXLarge};
  overflow-y: auto;
`;

export interface LossDialogProps {
  /** What the designer would change; the dialog is open while there is something. */
  changes: readonly HtmlChange[];
  /** Keep the template as hand-written HTML (HTML-only mode). */
  onKeepHtml: () => void;
  /** Take the designer's version, with these changes. */
  onAccept: () => void;
  /** Back to the HTML, nothing decided. */
  onCancel: () => void;
}

/** Says exactly what switching to Design would change, and lets the admin keep the HTML as it is. */
export function LossDialog({ changes, onKeepHtml, onAccept, onCancel }: LossDialogProps) {
  const d = contentCopy.design;
  return (
    <Modal
      open={changes.length > 0}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={d.lossTitle}
      description={d.lossIntro}
      size="medium"
      footer={
        <>
          <Button onClick={onAccept}>{d.useDesignAnyway}</Button>
          <Button variant="primary" onClick={onKeepHtml}>
            {d.keepHtmlOnly}
          </Button>
        </>
      }
    >
      <List>
        {changes.map((change) => (
          <li key={JSON.stringify(change)}>{describeChange(change, d.changes)}</li>
        ))}
      </List>
    </Modal>
  );
}
