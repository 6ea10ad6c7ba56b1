import { VisuallyHidden } from 'radix-ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import type { DiffLine } from '../VersionHistory';

/**
 * One changed field of a record, by the kind of value it holds: a short value (before → after), a long text (a
 * line diff the caller computes), access flags (those granted and those removed) or a list (items added and
 * removed). Every value is text as the app words it; '' is an empty value.
 */
export type ChangeDiffValue =
  | {
      kind: 'value';
      /** The field's name as the app words it. */
      field: string;
      before: string;
      after: string;
    }
  | {
      kind: 'text';
      field: string;
      before: string;
      after: string;
      /** The line diff from `before` to `after`; null while the caller computes it (both texts show meanwhile). */
      lines: readonly DiffLine[] | null;
    }
  | {
      kind: 'flags';
      field: string;
      /** The flags switched on, by their names. */
      granted: readonly string[];
      /** The flags switched off. */
      removed: readonly string[];
    }
  | {
      kind: 'list';
      field: string;
      added: readonly string[];
      removed: readonly string[];
    };

export interface ChangeDiffProps {
  change: ChangeDiffValue;
  /** The element. */
  ref?: Ref<HTMLDivElement>;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, ${({ theme }) => theme.size.columnMedium}) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space200};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Field = styled.div`
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
  min-width: 0;
`;

const Before = styled.del`
  padding: 0 ${({ theme }) => theme.space.space50};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: ${({ theme }) => theme.color.dangerSubtle};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const After = styled.ins`
  padding: 0 ${({ theme }) => theme.space.space50};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: ${({ theme }) => theme.color.successSubtle};
  color: ${({ theme }) => theme.color.fgDefault};
  text-decoration: none;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-style: italic;
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Lines = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.space50} 0;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasDefault};
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ins,
  del,
  span[data-line] {
    display: block;
    padding: 0 ${({ theme }) => theme.space.space100};
    text-decoration: none;
  }
  ins {
    background: ${({ theme }) => theme.color.successSubtle};
  }
  del {
    background: ${({ theme }) => theme.color.dangerSubtle};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space50};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.space50};
`;

const GroupName = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

const t = uiCopy.changeDiff;

/** A value, or "(none)" for an empty one. */
const shown = (value: string) => (value === '' ? <Empty>{t.none}</Empty> : value);

/** Items added (marked "+") or removed (marked "−"), under a word that says which: never by colour alone. */
function ItemGroup({ name, items, added }: { name: string; items: readonly string[]; added: boolean }) {
  if (items.length === 0) return null;
  const Mark = added ? After : Before;
  return (
    <Group>
      <GroupName>{name}:</GroupName>
      <Items aria-label={name}>
        {items.map((item) => (
          <li key={item}>
            <Mark>
              <span aria-hidden="true">{added ? '+ ' : '− '}</span>
              {item}
            </Mark>
          </li>
        ))}
      </Items>
    </Group>
  );
}

function Diff({ change }: { change: ChangeDiffValue }) {
  switch (change.kind) {
    case 'value':
      return (
        <Values>
          <VisuallyHidden.Root>{`${t.before}:`}</VisuallyHidden.Root>
          {change.before === '' ? shown('') : <Before>{change.before}</Before>}
          <Arrow aria-hidden="true">→</Arrow>
          <VisuallyHidden.Root>{`${t.after}:`}</VisuallyHidden.Root>
          {change.after === '' ? shown('') : <After>{change.after}</After>}
        </Values>
      );
    case 'text':
      if (change.lines === null) {
        return (
          <Stack aria-busy="true">
            <span role="status">{t.comparing}</span>
          </Stack>
        );
      }
      return (
        <Lines>
          {change.lines.map((line, index) => {
            const key = `${index}`;
            if (line.kind === 'added')
              return (
                <ins key={key}>
                  <VisuallyHidden.Root>{t.addedLine} </VisuallyHidden.Root>
                  <span aria-hidden="true">+ </span>
                  {line.text}
                </ins>
              );
            if (line.kind === 'removed')
              return (
                <del key={key}>
                  <VisuallyHidden.Root>{t.removedLine} </VisuallyHidden.Root>
                  <span aria-hidden="true">− </span>
                  {line.text}
                </del>
              );
            return <span key={key} data-line="">{`  ${line.text}`}</span>;
          })}
        </Lines>
      );
    case 'flags':
      return (
        <Stack>
          <ItemGroup name={t.granted} items={change.granted} added />
          <ItemGroup name={t.revoked} items={change.removed} added={false} />
        </Stack>
      );
    case 'list':
      return (
        <Stack>
          <ItemGroup name={t.added} items={change.added} added />
          <ItemGroup name={t.removed} items={change.removed} added={false} />
          {change.added.length === 0 && change.removed.length === 0 ? shown('') : null}
        </Stack>
      );
  }
}

/**
 * One changed field, before → after, readable without knowing the data model: a short value struck out and its new
 * value beside it; a long text as a line diff (lines marked + and − and named for screen readers, never by colour
 * alone); access flags as those granted and those removed; a list as the items added and removed; an empty value
 * as "(none)".
 */
export function ChangeDiff({ change, ref }: ChangeDiffProps) {
  return (
    <Row ref={ref} data-change-kind={change.kind}>
      <Field>{change.field}</Field>
      <Diff change={change} />
    </Row>
  );
}
ChangeDiff.displayName = 'ChangeDiff';
