import { useVirtualizer } from '@tanstack/react-virtual';
import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useMemo, useRef, useState } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../Icon';
import { Skeleton } from '../Skeleton';

/** Column widths map to the `size.column*` tokens; `auto` columns share what is left. */
export type TableColumnWidth = 'small' | 'medium' | 'large' | 'xlarge' | 'auto';
export type TableSortDirection = 'ascending' | 'descending';

export interface TableSort {
  /** The sorted column's `id`. */
  columnId: string;
  /** Which way it is sorted. */
  direction: TableSortDirection;
}

export interface TableColumn<Row> {
  /** Stable identifier, used for sorting and keys. */
  id: string;
  /** The column header's content (its text names the column for screen readers). */
  header: ReactNode;
  /** Renders the row's cell for this column. */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** Lets the user sort by this column from its header (click, Enter or Space). */
  sortable?: boolean;
  /** The value the table sorts by on its own (strings compare by locale, numbers and dates by value). */
  sortValue?: (row: Row) => string | number | Date;
  /** Column width from the size tokens. */
  width?: TableColumnWidth;
  /** Cell alignment; use `end` for numbers. */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  /** The columns, in display order. */
  columns: readonly TableColumn<Row>[];
  /** The data; the table never infers loading or errors from it (an empty array means "no rows"). */
  rows: readonly Row[];
  /** A stable key per row, e.g. its `_id`. */
  rowKey: (row: Row) => string;
  /** Names the table (and its scroll region) when no visible heading does. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** The sort order, when controlled; `null` means unsorted. */
  sort?: TableSort | null;
  /** The sort order to start with, when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called with the new order when a sortable header is activated. */
  onSortChange?: (sort: TableSort) => void;
  /** The rows arrive already sorted (e.g. by the server): the table only shows the order. */
  manualSort?: boolean;
  /** Shown in place of rows when `rows` is empty (and not loading, no error). */
  emptyText?: ReactNode;
  /** The caller is fetching: skeleton rows are shown and the table is marked busy. */
  loading?: boolean;
  /** How many skeleton rows `loading` shows. */
  loadingRows?: number;
  /** The caller's error (e.g. an `ErrorState`), shown in place of rows. */
  error?: ReactNode;
  /** Renders a last cell per row, e.g. an `ActionsMenu`. */
  rowActions?: (row: Row) => ReactNode;
  /** The header of the actions column. */
  rowActionsHeader?: string;
  /** Caps the scroll area's height (any CSS length); defaults to the `tableMaxHeight` token. */
  maxHeight?: string;
  /** Extra rows rendered above and below the visible window. */
  overscan?: number;
  /** The `<table>` element. */
  ref?: Ref<HTMLTableElement>;
}

const columnWidth = {
  small: 'columnSmall',
  medium: 'columnMedium',
  large: 'columnLarge',
  xlarge: 'columnXLarge',
} as const;

const Scroll = styled.div<{ $maxHeight?: string }>`
  position: relative;
  max-height: ${({ theme, $maxHeight }) => $maxHeight ?? theme.size.tableMaxHeight};
  overflow: auto;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasDefault};
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRingWidth});
  }
`;

/**
 * On a phone, never narrower than its columns — each fixed column at its width and each `auto` column at
 * `columnMedium` — so the table scrolls sideways inside its own frame instead of squeezing its auto columns to
 * nothing. Wider screens share the width out as before: auto columns give way first.
 */
const StyledTable = styled.table<{ $columns: number; $minWidths: readonly TableColumnWidth[] }>`
  width: 100%;
  min-width: calc(${({ $columns }) => $columns} * ${({ theme }) => theme.size.columnSmall});
  @media (width < ${({ theme }) => theme.breakpoints.tablet}) {
    min-width: calc(${({ theme, $minWidths }) =>
      $minWidths
        .map((width) => theme.size[width === 'auto' ? 'columnMedium' : columnWidth[width]])
        .join(' + ')});
  }
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
`;

const Col = styled.col<{ $width: TableColumnWidth }>`
  width: ${({ theme, $width }) => ($width === 'auto' ? 'auto' : theme.size[columnWidth[$width]])};
`;

const cellBase = css<{ $align?: 'start' | 'end' }>`
  padding: 0 ${({ theme }) => theme.space.space200};
  text-align: ${({ $align }) => ($align === 'end' ? 'end' : 'start')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
`;

const HeaderCell = styled.th<{ $align?: 'start' | 'end' }>`
  ${cellBase}
  position: sticky;
  top: 0;
  z-index: 1;
  height: ${({ theme }) => theme.size.controlLarge};
  background: ${({ theme }) => theme.color.canvasSubtle};
  border-bottom-color: ${({ theme }) => theme.color.borderDefault};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const SortButton = styled.button<{ $align?: 'start' | 'end' }>`
  display: inline-flex;
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  max-width: 100%;
  margin: 0 calc(-1 * ${({ theme }) => theme.space.space100});
  padding: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.neutralSubtle}; color: ${({ theme }) => theme.color.fgDefault}; }
  &[data-sorted] { color: ${({ theme }) => theme.color.fgDefault}; }
  span { overflow: hidden; text-overflow: ellipsis; }
`;

const Row = styled.tr`
  height: ${({ theme }) => theme.size.tableRow};
  &:hover > td { background: ${({ theme }) => theme.color.canvasSubtle}; }
  &:last-child > td { border-bottom: 0; }
`;

const Cell = styled.td<{ $align?: 'start' | 'end' }>`
  ${cellBase}
  color: ${({ theme }) => theme.color.fgDefault};
`;

const ActionsCell = styled.td<{ $align?: 'start' | 'end' }>`
  ${cellBase}
  padding: 0 ${({ theme }) => theme.space.space100};
  text-align: end;
  overflow: visible;
`;

const ActionsWrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
`;

const MessageCell = styled.td`
  padding: ${({ theme }) => theme.space.space600} ${({ theme }) => theme.space.space200};
  color: ${({ theme }) => theme.color.fgMuted};
  text-align: center;
  white-space: normal;
`;

const Spacer = styled.td`
  padding: 0;
  border: 0;
`;

/** Stands in for the rows scrolled out of view, so the scroll height matches all rows. */
function SpacerRow({
  columns,
  height,
}: {
  /** How many columns the spacer spans. */
  columns: number;
  /** The height of the rows it stands in for, in pixels (measured, so not a token). */
  height: number;
}) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the row holds nothing focusable; hiding it keeps the row count screen readers hear exact
    <tr aria-hidden="true">
      <Spacer colSpan={columns} style={{ height }} />
    </tr>
  );
}
SpacerRow.displayName = 'Table.SpacerRow';

function compareValues(a: string | number | Date, b: string | number | Date, collator: Intl.Collator) {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/**
 * A data table with sortable columns, a row-actions slot, loading / error / empty states stated by the caller,
 * and row virtualisation: only the rows in view (plus `overscan`) are in the DOM, so thousands of rows stay fast.
 * It is a real `<table>` (spacer rows stand in for the rows out of view), with `aria-rowcount` and
 * `aria-rowindex` telling screen readers the full size; the header stays in view while scrolling.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  emptyText = uiCopy.common.noResults,
  loading = false,
  loadingRows = 5,
  error,
  rowActions,
  rowActionsHeader = uiCopy.common.actions,
  maxHeight,
  overscan = 10,
  ref,
}: TableProps<Row>) {
  const theme = useTheme();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [innerSort, setInnerSort] = useState<TableSort | null>(defaultSort);
  const sort = sortProp === undefined ? innerSort : sortProp;

  const sortedRows = useMemo(() => {
    if (manualSort || !sort) return rows;
    const column = columns.find((c) => c.id === sort.columnId);
    const sortValue = column?.sortValue;
    if (!sortValue) return rows;
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return rows.toSorted((a, b) => sign * compareValues(sortValue(a), sortValue(b), collator));
  }, [rows, columns, sort, manualSort]);

  const rowHeight = Number.parseFloat(theme.size.tableRow);
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // Rendered on the server or before layout: show the first screenful rather than nothing.
    initialRect: { width: 0, height: Number.parseFloat(theme.size.tableMaxHeight) },
    getItemKey: (index) => {
      const row = sortedRows[index];
      return row === undefined ? index : rowKey(row);
    },
    useFlushSync: false,
  });

  const changeSort = (columnId: string) => {
    const direction: TableSortDirection =
      sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    const next = { columnId, direction };
    if (sortProp === undefined) setInnerSort(next);
    onSortChange?.(next);
  };

  const columnCount = columns.length + (rowActions ? 1 : 0);
  const minWidths: TableColumnWidth[] = [
    ...columns.map((column) => column.width ?? 'auto'),
    ...(rowActions ? (['small'] as const) : []),
  ];
  const showRows = !loading && !error && sortedRows.length > 0;
  const virtualRows = showRows ? virtualizer.getVirtualItems() : [];
  const first = virtualRows[0];
  const last = virtualRows[virtualRows.length - 1];
  const paddingTop = first ? first.start : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  const regionProps =
    ariaLabel || ariaLabelledBy
      ? { role: 'region', 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy }
      : {};

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their position
      <Row key={index}>
        {Array.from({ length: columnCount }, (_, cellIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity but their position
          <Cell key={cellIndex}>
            <Skeleton width={cellIndex === columnCount - 1 && rowActions ? theme.space.space400 : '70%'} />
          </Cell>
        ))}
      </Row>
    ));
  } else if (error) {
    body = (
      <Row>
        <MessageCell colSpan={columnCount}>{error}</MessageCell>
      </Row>
    );
  } else if (sortedRows.length === 0) {
    body = (
      <Row>
        <MessageCell colSpan={columnCount}>{emptyText}</MessageCell>
      </Row>
    );
  } else {
    body = (
      <>
        {paddingTop > 0 ? <SpacerRow columns={columnCount} height={paddingTop} /> : null}
        {virtualRows.map((virtualRow) => {
          const row = sortedRows[virtualRow.index];
          if (row === undefined) return null;
          return (
            <Row key={virtualRow.key} aria-rowindex={virtualRow.index + 2}>
              {columns.map((column) => {
                const content = column.cell(row, virtualRow.index);
                // A text cell cut with an ellipsis shows its whole text on hover.
                const text =
                  typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
                return (
                  <Cell key={column.id} $align={column.align} title={text || undefined}>
                    {content}
                  </Cell>
                );
              })}
              {rowActions ? (
                <ActionsCell>
                  <ActionsWrap>{rowActions(row)}</ActionsWrap>
                </ActionsCell>
              ) : null}
            </Row>
          );
        })}
        {paddingBottom > 0 ? <SpacerRow columns={columnCount} height={paddingBottom} /> : null}
      </>
    );
  }

  return (
    <>
      {/* The scroll area takes focus so keyboard users can scroll a table that has no focusable cells. */}
      <Scroll ref={scrollRef} tabIndex={0} $maxHeight={maxHeight} {...regionProps}>
        <StyledTable
          ref={ref}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-rowcount={showRows ? sortedRows.length + 1 : undefined}
          aria-busy={loading || undefined}
          $columns={columnCount}
          $minWidths={minWidths}
        >
          <colgroup>
            {columns.map((column) => (
              <Col key={column.id} $width={column.width ?? 'auto'} />
            ))}
            {rowActions ? <Col $width="small" /> : null}
          </colgroup>
          <thead>
            <tr aria-rowindex={showRows ? 1 : undefined}>
              {columns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <HeaderCell
                    key={column.id}
                    scope="col"
                    $align={column.align}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortable ? (
                      <SortButton
                        type="button"
                        $align={column.align}
                        data-sorted={sorted ? '' : undefined}
                        onClick={() => changeSort(column.id)}
                      >
                        <span>{column.header}</span>
                        {sorted === 'ascending' ? (
                          <ArrowUpIcon />
                        ) : sorted === 'descending' ? (
                          <ArrowDownIcon />
                        ) : (
                          <SortIcon />
                        )}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
              {rowActions ? (
                <HeaderCell scope="col" $align="end">
                  {rowActionsHeader}
                </HeaderCell>
              ) : null}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </StyledTable>
      </Scroll>
      {loading ? <VisuallyHidden.Root role="status">{uiCopy.table.loading}</VisuallyHidden.Root> : null}
    </>
  );
}
Table.displayName = 'Table';
