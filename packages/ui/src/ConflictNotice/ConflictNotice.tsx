import { Fragment, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';

/** One field the other person changed: its name and what it holds now. */
export interface ConflictChange {
  /** The field's name, e.g. “Role”. */
  field: ReactNode;
  /** What the field holds now (saved by the other person). */
  value: ReactNode;
}

export interface ConflictNoticeLabels {
  /** The bold first line, e.g. “Changed by someone else”. */
  title: ReactNode;
  /** Takes the record as it is now into the form (the edits made here are lost). */
  reload: ReactNode;
  /** Saves the edits made here over the other change. */
  overwrite: ReactNode;
  /** Heading of the list of changed fields, e.g. “They changed:”. */
  changes?: ReactNode;
}

export interface ConflictNoticeProps {
  /** The app's words. */
  labels: ConflictNoticeLabels;
  /** What happened and what the buttons do. */
  children: ReactNode;
  /** The fields the other person changed, with what they hold now; none listed when empty. */
  changes?: readonly ConflictChange[];
  /** Takes the current record into the form. */
  onReload: () => void;
  /** Saves again over the other change. */
  onOverwrite: () => void;
  /** The overwrite is being saved: its button is busy and both are disabled. */
  overwriting?: boolean;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Changes = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.space25} ${({ theme }) => theme.space.space150};
  margin: ${({ theme }) => theme.space.space100} 0 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weightSemibold};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const ChangesHeading = styled.p`
  margin: ${({ theme }) => theme.space.space100} 0 0;
`;

/**
 * Shown where a save was refused because someone else changed the record after it was opened: says so, lists what
 * they changed, and offers Reload (take their version into the form) and Overwrite (save these edits over theirs).
 * An alert, so screen readers hear it at once; the buttons follow the message in the tab order.
 */
export function ConflictNotice({
  labels,
  children,
  changes = [],
  onReload,
  onOverwrite,
  overwriting = false,
  ref,
}: ConflictNoticeProps) {
  return (
    <Alert
      ref={ref}
      variant="warning"
      title={labels.title}
      actions={
        <>
          <Button size="small" disabled={overwriting} onClick={onReload}>
            {labels.reload}
          </Button>
          <Button size="small" variant="danger" loading={overwriting} onClick={onOverwrite}>
            {labels.overwrite}
          </Button>
        </>
      }
    >
      {children}
      {changes.length > 0 ? (
        <>
          {labels.changes ? <ChangesHeading>{labels.changes}</ChangesHeading> : null}
          <Changes>
            {changes.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: each field is listed once, in a fixed order
              <Fragment key={index}>
                <dt>{change.field}</dt>
                <dd>{change.value}</dd>
              </Fragment>
            ))}
          </Changes>
        </>
      ) : null}
    </Alert>
  );
}
ConflictNotice.displayName = 'ConflictNotice';
