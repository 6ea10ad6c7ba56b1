import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';

export interface VersionItem {
  /** Stable id of the version. */
  id: string;
  /** Its number, counting from 1. */
  number: number;
  /** What the save was: published (`live`) or a draft. */
  status: 'live' | 'draft';
  /** Who saved it. */
  author: string;
  /** When, as the caller words it (e.g. "2 Jun 2025, 10:42"). */
  when: string;
  /** The version it restored, when it was a restore. */
  restoredFrom: number | null;
}

/** One line of a diff between two versions. */
export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

export interface VersionHistoryLabels {
  /** Names the list, e.g. "Versions". */
  list: string;
  /** A version's name, e.g. `Version 3`. */
  version: (number: number) => string;
  /** Who saved it and when, e.g. `Anna Schmidt · 2 Jun 2025, 10:42`. */
  savedBy: (author: string, when: string) => string;
  /** Marks a restore, e.g. `restored version 1`. */
  restoredFrom: (number: number) => string;
  /** Marks the latest version. */
  current: string;
  /** The status names. */
  statuses: Record<'live' | 'draft', string>;
  /** Heading of the comparison, e.g. `Version 1 → current`. */
  comparison: (number: number) => string;
  /** The restore button, e.g. `Restore version 1`. */
  restore: (number: number) => string;
  /** Said when the chosen version equals the current one. */
  noChanges: string;
  /** Replaces a run of unchanged lines, e.g. `… 12 unchanged lines`. */
  unchanged: (count: number) => string;
  /** Shown while the caller loads a version. */
  loading: string;
}

export interface VersionHistoryProps {
  /** The versions, newest first. */
  versions: readonly VersionItem[];
  /** The version being compared with the current one. */
  selectedId: string | null;
  /** Called when a version is chosen. */
  onSelect: (id: string) => void;
  /** The chosen version's differences from the current content; null while the caller loads them. */
  diff: readonly DiffLine[] | null;
  /** Restores the chosen version (the caller confirms). */
  onRestore: (id: string) => void;
  /** Shows the restore button busy. */
  restoring?: boolean;
  /** The words. */
  labels: VersionHistoryLabels;
  /** Unchanged lines kept around each change; longer unchanged runs are folded. */
  contextLines?: number;
  /** Shown in place of the list, e.g. an error. */
  error?: ReactNode;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(${({ theme }) => theme.size.columnLarge}, 1fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.space200};
  align-items: start;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  max-height: ${({ theme }) => theme.size.editorHeight};
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
`;

const Entry = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  width: 100%;
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space150};
  border: 0;
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  background: transparent;
  color: ${({ theme }) => theme.color.fgDefault};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.canvasSubtle}; }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.accentSubtle};
    box-shadow: inset ${({ theme }) => theme.space.space50} 0 0 ${({ theme }) => theme.color.accentEmphasis};
  }
`;

const EntryHead = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const Compare = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  min-width: 0;
`;

const CompareHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space150};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Diff = styled.pre`
  max-height: ${({ theme }) => theme.size.editorHeight};
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.space100} 0;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ins, del, span {
    display: block;
    padding: 0 ${({ theme }) => theme.space.space150};
    text-decoration: none;
  }
  ins { background: ${({ theme }) => theme.color.successSubtle}; }
  del { background: ${({ theme }) => theme.color.dangerSubtle}; }
  span[data-fold] { color: ${({ theme }) => theme.color.fgMuted}; font-style: italic; }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

type Shown = DiffLine | { kind: 'fold'; count: number };

/** Keeps `context` unchanged lines around each change and folds longer unchanged runs. */
function fold(lines: readonly DiffLine[], context: number): Shown[] {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let i = Math.max(0, index - context); i <= Math.min(lines.length - 1, index + context); i += 1)
      near[i] = true;
  });
  const shown: Shown[] = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near[index]) {
      if (folded > 0) shown.push({ kind: 'fold', count: folded });
      folded = 0;
      shown.push(line);
    } else folded += 1;
  });
  if (folded > 0) shown.push({ kind: 'fold', count: folded });
  return shown;
}

/**
 * A template's saved versions, newest first (who saved, when, Live or Draft, restores marked), and the chosen
 * version compared line by line with the current content — additions and removals marked, long unchanged runs
 * folded — with a button to restore it. The caller loads versions, computes the diff and confirms the restore.
 */
export function VersionHistory({
  versions,
  selectedId,
  onSelect,
  diff,
  onRestore,
  restoring,
  labels,
  contextLines = 3,
  error,
  ref,
}: VersionHistoryProps) {
  const selected = versions.find((version) => version.id === selectedId);
  const latest = versions[0];
  const changed = diff?.some((line) => line.kind !== 'same') ?? false;
  return (
    <Root ref={ref}>
      {error ?? (
        <List aria-label={labels.list}>
          {versions.map((version) => (
            <li key={version.id}>
              <Entry
                type="button"
                aria-current={version.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(version.id)}
              >
                <EntryHead>
                  {labels.version(version.number)}
                  <StatusBadge size="small" tone={version.status === 'live' ? 'success' : 'neutral'}>
                    {labels.statuses[version.status]}
                  </StatusBadge>
                  {version === latest ? <Meta>{labels.current}</Meta> : null}
                </EntryHead>
                <Meta>{labels.savedBy(version.author, version.when)}</Meta>
                {version.restoredFrom === null ? null : (
                  <Meta>{labels.restoredFrom(version.restoredFrom)}</Meta>
                )}
              </Entry>
            </li>
          ))}
        </List>
      )}
      {selected ? (
        <Compare aria-label={labels.comparison(selected.number)}>
          <CompareHead>
            <Heading>{labels.comparison(selected.number)}</Heading>
            {selected !== latest ? (
              <Button size="small" onClick={() => onRestore(selected.id)} loading={restoring}>
                {labels.restore(selected.number)}
              </Button>
            ) : null}
          </CompareHead>
          {diff === null ? (
            <Note role="status">{labels.loading}</Note>
          ) : changed ? (
            <Diff>
              {fold(diff, contextLines).map((line, index) => {
                const key = `${index}`;
                if (line.kind === 'fold') {
                  return (
                    <span key={key} data-fold="">
                      {labels.unchanged(line.count)}
                    </span>
                  );
                }
                if (line.kind === 'added') return <ins key={key}>+ {line.text}</ins>;
                if (line.kind === 'removed') return <del key={key}>- {line.text}</del>;
                return <span key={key}>{`  ${line.text}`}</span>;
              })}
            </Diff>
          ) : (
            <Note>{labels.noChanges}</Note>
          )}
        </Compare>
      ) : null}
    </Root>
  );
}
VersionHistory.displayName = 'VersionHistory';
