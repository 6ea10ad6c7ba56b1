import { type ReactNode, useEffect, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { type FieldErrors, FormModal, useDialogForm } from '../internal/form-modal';
import { Modal } from '../Modal';
import { Select, type SelectOption } from '../Select';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';
import { Tabs } from '../Tabs';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { type PersonRow, parsePeopleList } from './parsePeopleList';

export interface InviteValues extends Record<string, string> {
  name: string;
  email: string;
  permissionGroupId: string;
}

/** What became of one row of a bulk invitation. */
export type InviteOutcome = 'invited' | 'alreadyUser' | 'invalid' | 'failed';

export interface InviteRowResult extends PersonRow {
  /** The row's index in the list sent. */
  row: number;
  outcome: InviteOutcome;
  /** Why (or that) it was invited, in the app's words. */
  message: string;
}

export interface InviteUserModalLabels {
  /** The dialog's heading, e.g. "Create New". */
  title: ReactNode;
  name: ReactNode;
  email: ReactNode;
  /** The group select, e.g. "Assign Permission Group". */
  group: ReactNode;
  groupPlaceholder?: string;
  /** The single invitation's submit, e.g. "Create". */
  create: ReactNode;
  /** Names the two ways to invite, for screen readers. */
  modes: string;
  /** The tab for one person. */
  one: ReactNode;
  /** The tab for a pasted list. */
  many: ReactNode;
  /** The list's field. */
  people: ReactNode;
  /** How to write the list. */
  peopleHint: ReactNode;
  /** The list's submit, with how many people it will invite (rows that are ready). */
  inviteMany: (rows: number) => string;
  /** Names the table of rows read from the list. */
  preview: string;
  /** Names the table of results. */
  results: string;
  /** The table's column headers. */
  columns: { name: ReactNode; email: ReactNode; result: ReactNode };
  /** A row that looks right, before sending. */
  ready: string;
  /** A row whose address an earlier row of the list already has, before sending. */
  listedTwice: string;
  /** The badge of each outcome. */
  outcomes: Record<InviteOutcome, string>;
  /** The line above the results, e.g. "2 of 5 invited". */
  summary: (invited: number, rows: number) => string;
  /** Goes back to the list with only the rows not invited, to fix them. */
  fixRest: ReactNode;
}

export interface InviteUserModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The permission groups to invite into. */
  groups: readonly SelectOption[];
  /** The app's words. */
  labels: InviteUserModalLabels;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { name?: number; email?: number };
  /** The app's rules for one person (name, email, group): a message per field that is wrong. */
  validate?: (values: InviteValues) => FieldErrors<InviteValues>;
  /** Invites one person; the dialog closes when it resolves and stays open (showing `error`) when it rejects. */
  onInvite: (values: InviteValues) => Promise<unknown>;
  /**
   * Whether an address is already one of the app's users, for the list's preview (the row shows
   * `outcomes.alreadyUser` and is not counted); the app's server still judges each row when the list is sent.
   */
  isExistingUser?: (email: string) => boolean;
  /** Invites every row of a list into one group and answers each row's outcome. */
  onInviteMany: (permissionGroupId: string, rows: PersonRow[]) => Promise<readonly InviteRowResult[]>;
  /** Why the last submit was refused as a whole (the server's text). */
  error?: ReactNode;
}

const EMPTY: InviteValues = { name: '', email: '', permissionGroupId: '' };

/** A row written back as a line of the list, as it was read. */
const lineOf = (row: PersonRow) =>
  row.name && row.email ? `${row.name} <${row.email}>` : row.name || row.email;

/** A row of the list before sending, with what the preview says of it. */
type PreviewRow = PersonRow & { row: number; state: { tone: StatusTone; text: string } };

const tones: Record<InviteOutcome, StatusTone> = {
  invited: 'success',
  alreadyUser: 'neutral',
  invalid: 'danger',
  failed: 'attention',
};

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  padding-top: ${({ theme }) => theme.space.space100};
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Reason = styled.span`
  margin-left: ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.fgMuted};
`;

/**
 * Invites people, one at a time (Name, Email, group; Create is enabled once changed and valid) or as a pasted list
 * (`Name <email>` or two columns name,email per line, into one group). The list is read as it is typed and shown
 * row by row; after sending, every row shows its outcome — invited, already a user, invalid (with the reason) — and
 * the rows not invited can be taken back to fix them.
 */
export function InviteUserModal({
  open,
  onOpenChange,
  groups,
  labels,
  limits,
  validate,
  onInvite,
  onInviteMany,
  isExistingUser,
  error,
}: InviteUserModalProps) {
  const theme = useTheme();
  const [mode, setMode] = useState('one');
  const single = useDialogForm(EMPTY, validate, open);
  const [list, setList] = useState('');
  const [listGroup, setListGroup] = useState('');
  const [results, setResults] = useState<readonly InviteRowResult[] | null>(null);
  useEffect(() => {
    if (!open) return;
    setMode('one');
    setList('');
    setListGroup('');
    setResults(null);
  }, [open]);

  const rows = useMemo(() => parsePeopleList(list), [list]);
  // Each row as the preview judges it, in the order the app's server does: the row's own rules, an address listed
  // earlier, an address of an existing user; the rest are ready, and only those are counted on the submit.
  const previewRows = useMemo(() => {
    const seen = new Set<string>();
    return rows.map((row, index): PreviewRow => {
      const errors = validate?.({ ...row, permissionGroupId: listGroup || 'any' }) ?? {};
      const problem = errors.name ?? errors.email;
      if (problem) return { ...row, row: index, state: { tone: 'danger', text: problem } };
      const key = row.email.trim().toLowerCase();
      if (seen.has(key)) return { ...row, row: index, state: { tone: 'neutral', text: labels.listedTwice } };
      seen.add(key);
      if (isExistingUser?.(row.email.trim())) {
        return { ...row, row: index, state: { tone: 'neutral', text: labels.outcomes.alreadyUser } };
      }
      return { ...row, row: index, state: { tone: 'success', text: labels.ready } };
    });
  }, [rows, validate, listGroup, isExistingUser, labels]);
  const readyRows = previewRows.filter((row) => row.state.tone === 'success').length;

  const rowColumns: TableColumn<PreviewRow>[] = [
    { id: 'name', header: labels.columns.name, cell: (row) => row.name },
    { id: 'email', header: labels.columns.email, cell: (row) => row.email },
    {
      id: 'result',
      header: labels.columns.result,
      cell: (row) => (
        <StatusBadge tone={row.state.tone} size="small" title={row.state.text}>
          {row.state.text}
        </StatusBadge>
      ),
    },
  ];
  const resultColumns: TableColumn<InviteRowResult>[] = [
    { id: 'name', header: labels.columns.name, cell: (row) => row.name },
    { id: 'email', header: labels.columns.email, cell: (row) => row.email },
    {
      id: 'result',
      header: labels.columns.result,
      width: 'xlarge',
      cell: (row) => (
        <span title={row.message}>
          <StatusBadge tone={tones[row.outcome]} size="small">
            {labels.outcomes[row.outcome]}
          </StatusBadge>
          {row.outcome === 'invited' ? null : <Reason>{row.message}</Reason>}
        </span>
      ),
    },
  ];

  const groupSelect = (
    value: string,
    onChange: (value: string) => void,
    onBlur?: () => void,
    problem?: string,
  ) => (
    <Select
      label={labels.group}
      options={groups}
      value={value === '' ? undefined : value}
      onValueChange={(next) => {
        onChange(next);
        onBlur?.();
      }}
      placeholder={labels.groupPlaceholder}
      error={problem}
      required
    />
  );

  const invited = results?.filter((result) => result.outcome === 'invited').length ?? 0;
  const rest = results?.filter((result) => result.outcome !== 'invited') ?? [];

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      size="large"
      submitLabel={mode === 'one' ? labels.create : labels.inviteMany(readyRows)}
      canSubmit={
        mode === 'one' ? single.isDirty && single.isValid : readyRows > 0 && listGroup !== '' && !results
      }
      dirty={mode === 'one' ? single.isDirty : list.trim() !== ''}
      onSubmit={async () => {
        if (mode === 'one') return onInvite(single.values);
        setResults(await onInviteMany(listGroup, rows));
        // The dialog stays open on the results.
        return false;
      }}
      error={error}
      footer={
        results ? (
          <>
            {rest.length > 0 ? (
              <Button
                onClick={() => {
                  setList(rest.map(lineOf).join('\n'));
                  setResults(null);
                }}
              >
                {labels.fixRest}
              </Button>
            ) : null}
            <Modal.Close>
              <Button variant="primary">{uiCopy.common.close}</Button>
            </Modal.Close>
          </>
        ) : undefined
      }
    >
      <Tabs value={mode} onValueChange={setMode}>
        <Tabs.List aria-label={labels.modes}>
          <Tabs.Tab value="one">{labels.one}</Tabs.Tab>
          <Tabs.Tab value="many">{labels.many}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="one">
          <Fields>
            <TextField
              label={labels.name}
              required
              autoComplete="off"
              value={single.values.name}
              error={single.errorOf('name')}
              onChange={(event) => single.set('name', event.target.value)}
              onBlur={() => single.touch('name')}
              maxLength={limits?.name}
            />
            <TextField
              label={labels.email}
              type="email"
              required
              autoComplete="off"
              value={single.values.email}
              error={single.errorOf('email')}
              onChange={(event) => single.set('email', event.target.value)}
              onBlur={() => single.touch('email')}
              maxLength={limits?.email}
            />
            {groupSelect(
              single.values.permissionGroupId,
              (value) => single.set('permissionGroupId', value),
              () => single.touch('permissionGroupId'),
              single.errorOf('permissionGroupId'),
            )}
          </Fields>
        </Tabs.Panel>
        <Tabs.Panel value="many">
          <Fields>
            {results ? (
              <>
                <Summary role="status">{labels.summary(invited, results.length)}</Summary>
                <Table
                  aria-label={labels.results}
                  columns={resultColumns}
                  rows={results}
                  rowKey={(row) => String(row.row)}
                  maxHeight={theme.size.tableCompactMaxHeight}
                />
              </>
            ) : (
              <>
                <Textarea
                  label={labels.people}
                  hint={labels.peopleHint}
                  value={list}
                  onChange={(event) => setList(event.target.value)}
                  rows={5}
                  required
                />
                {groupSelect(listGroup, setListGroup)}
                {rows.length > 0 ? (
                  <Table
                    aria-label={labels.preview}
                    columns={rowColumns}
                    rows={previewRows}
                    rowKey={(row) => String(row.row)}
                    maxHeight={theme.size.tableCompactMaxHeight}
                  />
                ) : null}
              </>
            )}
          </Fields>
        </Tabs.Panel>
      </Tabs>
    </FormModal>
  );
}
InviteUserModal.displayName = 'InviteUserModal';
