import { useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiClient } from './client';
import { ApiError, unwrap } from './errors';
import { apiKey } from './keys';
import { registerPagedRead } from './paged-reads';
import type { operations } from './schema';
import type { User, UserPage } from './types';

/** What the user grid asks for: a search text and a state; the pages follow in name order. */
export type UserSearchFilter = Pick<
  NonNullable<operations['searchUsers']['parameters']['query']>,
  'q' | 'status' | 'secondFactor'
>;

/** The user grid's paged read: every page loaded so far, the total on the first page, how to load the next. */
export interface UserPagesResult {
  /** The users of every loaded page, in name order; undefined until the first page of the current search arrives. */
  items: User[] | undefined;
  /** How many users match the current search; undefined until its first page arrives. */
  total: number | undefined;
  error: ApiError | undefined;
  /** The first page of the current search is loading (the previous search's users stay in `items` meanwhile). */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  revalidate: () => Promise<unknown>;
}

/** A request aborted because a newer search replaced it (openapi-fetch's failure, wrapped in an ApiError of status 0). */
const isAbort = (error: unknown): boolean => {
  const cause = error instanceof ApiError ? error.body : error;
  return cause instanceof Error && cause.name === 'AbortError';
};

/**
 * `GET /api/users` a page at a time for one search. A new search (each keystroke) aborts the request still running
 * for the previous one, so a slow answer to "an" can never arrive after the answer to "ann", and the server stops
 * working on it. While the new search loads, the previous search's users stay visible (no blank grid per key).
 */
export function useUserPages(
  client: ApiClient,
  filter: UserSearchFilter,
  options: { pageSize?: number } = {},
): UserPagesResult {
  const q = filter.q?.trim() || undefined;
  const status = filter.status;
  const secondFactor = filter.secondFactor;
  const running = useRef<{ searchKey: string; controller: AbortController } | null>(null);

  /** The signal of the current search's requests; asking for a new search aborts the previous one's. */
  const signalFor = (key: string) => {
    const current = running.current;
    if (current?.searchKey === key) return current.controller.signal;
    current?.controller.abort();
    const next = { searchKey: key, controller: new AbortController() };
    running.current = next;
    return next.controller.signal;
  };
  useEffect(() => () => running.current?.controller.abort(), []);

  const result = useSWRInfinite<UserPage, ApiError>(
    (index, previous: UserPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      const query = {
        ...(q ? { q } : {}),
        ...(status ? { status } : {}),
        ...(secondFactor ? { secondFactor } : {}),
        ...(options.pageSize ? { limit: options.pageSize } : {}),
        ...(previous?.nextCursor ? { cursor: previous.nextCursor } : {}),
      };
      return apiKey('/api/users', { params: { query } });
    },
    async (key: ReturnType<typeof apiKey>): Promise<UserPage> => {
      const query = (key[2]?.params?.query ?? {}) as NonNullable<
        operations['searchUsers']['parameters']['query']
      >;
      const signal = signalFor(JSON.stringify([query.q ?? '', query.status ?? '', query.secondFactor ?? '']));
      return unwrap(client.GET('/api/users', { params: { query }, signal }));
    },
    {
      keepPreviousData: true,
      revalidateFirstPage: false,
      // An aborted search was replaced by a newer one: nothing to retry.
      onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
        if (isAbort(error) || (error.status >= 400 && error.status < 500) || retryCount >= 3) return;
        setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval);
      },
    },
  );
  const { data, error, size, setSize, isLoading, isValidating, mutate } = result;
  useEffect(() => registerPagedRead('/api/users', () => mutate()), [mutate]);

  const first = data?.[0];
  const last = data?.at(-1);
  const isLoadingMore = !isLoading && size > (data?.length ?? 0);
  const hasMore = Boolean(last?.nextCursor);
  return {
    items: data?.flatMap((page) => page.data),
    total: first?.total ?? undefined,
    error: error && !isAbort(error) ? error : undefined,
    isLoading: isLoading || (isValidating && size === 1 && data === undefined),
    isLoadingMore,
    hasMore,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void setSize(size + 1);
    },
    revalidate: () => mutate(),
  };
}
