import { useVirtualizer } from '@tanstack/react-virtual';
import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';

export interface UserGridProps<Item> {
  /** The users loaded so far, in display order; the grid never infers loading or errors from them. */
  items: readonly Item[];
  /** A stable key per item, e.g. its `_id`. */
  getKey: (item: Item) => string;
  /** Renders one card, e.g. a `UserCard` with `as="div"` (the grid makes each card a list item). */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Names the list (and its scroll region), e.g. "Users". */
  'aria-label': string;
  /** How many items there are in all (loaded or not), for screen readers' "3 of 10,000"; defaults to `items.length`. */
  total?: number;
  /** More items can be loaded: the grid asks for them (`onLoadMore`) as the last loaded row comes into view. */
  hasMore?: boolean;
  /** Asks the caller for the next page. */
  onLoadMore?: () => void;
  /** The next page is loading: a spinner row is shown at the end. */
  loadingMore?: boolean;
  /** The first page is loading: placeholder cards are shown and the list is marked busy. */
  loading?: boolean;
  /** The caller's error (e.g. an `ErrorState`), shown in place of the cards. */
  error?: ReactNode;
  /** Shown when there are no items (and not loading, no error), e.g. an `EmptyState`. */
  empty?: ReactNode;
  /** Caps the scroll area's height (any CSS length); defaults to the `tableMaxHeight` token. */
  maxHeight?: string;
  /** Rows rendered above and below the visible ones (each row's cards are rebuilt at every new search). */
  overscan?: number;
  /** The scroll area. */
  ref?: Ref<HTMLDivElement>;
}

const Scroll = styled.div<{ $maxHeight?: string }>`
  position: relative;
  max-height: ${({ theme, $maxHeight }) => $maxHeight ?? theme.size.tableMaxHeight};
  overflow: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRingWidth});
  }
`;

const List = styled.div`
  position: relative;
`;

const Cell = styled.div`
  min-width: 0;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  /* A row's cards never change the layout outside it: replacing them (every new search) lays out only the row. */
  contain: layout style;
  top: 0;
  left: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.space200};
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space.space200};
  box-sizing: border-box;
`;

const Placeholders = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space200};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.space200};
`;

/** The next page is asked for while this many loaded rows are still below the last one rendered. */
const PREFETCH_ROWS = 3;

/** How many cards fit side by side: as many columns of at least `min` as the width allows (never fewer than one). */
export function columnsFor(width: number, min: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (min + gap)));
}

/**
 * A virtualised grid of user cards for companies of any size: rows of N cards (N from the container's width and the
 * `cardMinWidth` token), only the rows in view (plus `overscan`) in the DOM, and the next page asked for as the last
 * loaded row comes into view. It is a list (each card a list item) telling screen readers the full size with
 * `aria-setsize`. Loading, error and empty states are the caller's to say.
 */
export function UserGrid<Item>({
  items,
  getKey,
  renderItem,
  'aria-label': ariaLabel,
  total,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loading = false,
  error,
  empty,
  maxHeight,
  overscan = 1,
  ref,
}: UserGridProps<Item>) {
  const theme = useTheme();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const minCard = Number.parseFloat(theme.size.cardMinWidth);
  const gap = Number.parseFloat(theme.space.space200);
  const columns = columnsFor(width, minCard, gap);
  const rowCount = Math.ceil(items.length / columns);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    // A card's height before it is measured: three lines of text and the padding around them.
    estimateSize: () => Number.parseFloat(theme.size.controlLarge) * 3 + gap,
    overscan,
    initialRect: { width: 0, height: Number.parseFloat(theme.size.tableMaxHeight) },
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && onLoadMore && rowCount > 0 && lastRow >= rowCount - 1 - PREFETCH_ROWS) {
      onLoadMore();
    }
  }, [hasMore, loadingMore, onLoadMore, rowCount, lastRow]);

  const setRefs = (element: HTMLDivElement | null) => {
    scrollRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  let content: ReactNode;
  if (loading) {
    content = (
      <Placeholders aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
          <Skeleton key={index} variant="rectangle" height={theme.space.space800} />
        ))}
      </Placeholders>
    );
  } else if (error) {
    content = error;
  } else if (items.length === 0) {
    content = empty ?? null;
  } else {
    const setSize = total ?? items.length;
    content = (
      <List role="list" aria-label={ariaLabel} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <Row
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="none"
            $columns={columns}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((item, offset) => {
              const index = row.index * columns + offset;
              return (
                <Cell key={getKey(item)} role="listitem" aria-setsize={setSize} aria-posinset={index + 1}>
                  {renderItem(item, index)}
                </Cell>
              );
            })}
          </Row>
        ))}
      </List>
    );
  }

  return (
    <>
      {/* The scroll area takes focus so keyboard users can scroll through cards that hold no control. */}
      <Scroll
        ref={setRefs}
        tabIndex={0}
        role="region"
        aria-label={ariaLabel}
        aria-busy={loading || loadingMore || undefined}
        $maxHeight={maxHeight}
      >
        {content}
        {loadingMore && !loading ? (
          <More>
            <Spinner size="small" srText={null} />
          </More>
        ) : null}
      </Scroll>
      {loading || loadingMore ? (
        <VisuallyHidden.Root role="status">{uiCopy.common.loading}</VisuallyHidden.Root>
      ) : null}
    </>
  );
}
UserGrid.displayName = 'UserGrid';
