import { type Ref, useId } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { PencilIcon, PlusIcon, TrashIcon } from '../Icon';
import { IconButton } from '../IconButton';

export interface TrackingCodeItem {
  /** Stable id of the code. */
  id: string;
  /** What the code is, e.g. "Analytics". */
  name: string;
  /** The snippet placed in the page. */
  code: string;
  /** Where in the page it goes. */
  location: 'head' | 'body';
}

export interface TrackingCodeListLabels {
  /** The list's heading. */
  title: string;
  /** The add button, e.g. "Add Tracking Code". */
  add: string;
  /** Names a row's edit button, e.g. `Edit Analytics`. */
  edit: (name: string) => string;
  /** Names a row's delete button, e.g. `Delete Analytics`. */
  delete: (name: string) => string;
  /** The location names. */
  locations: Record<'head' | 'body', string>;
  /** Shown when the page has no codes. */
  empty: string;
}

export interface TrackingCodeListProps {
  /** The page's tracking codes, in the order they are placed. */
  codes: readonly TrackingCodeItem[];
  /** The list's words. */
  labels: TrackingCodeListLabels;
  /** Opens the caller's add dialog. */
  onAdd: () => void;
  /** Opens the caller's edit dialog for a code. */
  onEdit: (code: TrackingCodeItem) => void;
  /** Asks to delete a code (the caller confirms). */
  onDelete: (code: TrackingCodeItem) => void;
  /** Disables the buttons, e.g. while the page is being saved. */
  disabled?: boolean;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
`;

const Head = styled.div`
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

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space150} ${({ theme }) => theme.space.space200};
  & + & {
    border-top: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  }
`;

const Name = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  overflow-wrap: anywhere;
`;

const Snippet = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space.space75} ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: ${({ theme }) => theme.color.canvasSubtle};
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
`;

/**
 * The snippet's first three lines, the rest scrolled to inside its frame (a phone wraps even a short snippet onto
 * several lines): nothing is cut off out of reach. Tab reaches it so that the keyboard can scroll it too.
 */
const SnippetScroll = styled.div`
  max-height: calc(3 * ${({ theme }) => theme.font.lineHeightNormal}em);
  overflow-y: auto;
`;

const Code = styled.code`
  font: inherit;
  /* A code font's ligatures would show "<!--" or "=>" as other signs than the ones in the page. */
  font-variant-ligatures: none;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space50};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.space300};
  border: ${({ theme }) => theme.size.borderWidth} dashed ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  color: ${({ theme }) => theme.color.fgMuted};
  text-align: center;
`;

/**
 * A page's tracking codes: name, where each goes (head or body) and the start of its snippet — shown as text,
 * never run — with Edit and Delete per code and an Add button. The caller owns the dialogs and confirmations.
 */
export function TrackingCodeList({
  codes,
  labels,
  onAdd,
  onEdit,
  onDelete,
  disabled,
  ref,
}: TrackingCodeListProps) {
  const headingId = useId();
  return (
    <Section ref={ref} aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>{labels.title}</Heading>
        <Button size="small" leadingVisual={<PlusIcon />} onClick={onAdd} disabled={disabled}>
          {labels.add}
        </Button>
      </Head>
      {codes.length === 0 ? (
        <Empty>{labels.empty}</Empty>
      ) : (
        <List>
          {codes.map((code, index) => (
            <Item key={code.id}>
              <Name>
                <span id={`${headingId}-${index}`}>{code.name}</span>
                <Badge size="small" variant="neutral">
                  {labels.locations[code.location]}
                </Badge>
              </Name>
              <Buttons>
                <IconButton
                  size="small"
                  variant="invisible"
                  icon={<PencilIcon />}
                  aria-label={labels.edit(code.name)}
                  onClick={() => onEdit(code)}
                  disabled={disabled}
                />
                <IconButton
                  size="small"
                  variant="invisible"
                  icon={<TrashIcon />}
                  aria-label={labels.delete(code.name)}
                  onClick={() => onDelete(code)}
                  disabled={disabled}
                />
              </Buttons>
              <Snippet>
                <SnippetScroll role="group" aria-labelledby={`${headingId}-${index}`} tabIndex={0}>
                  <Code>{code.code}</Code>
                </SnippetScroll>
              </Snippet>
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
TrackingCodeList.displayName = 'TrackingCodeList';
