import type { QueryPath } from './keys';

/**
 * The paged reads on screen (`useSWRInfinite` through swr-openapi), by path. SWR's filtered `mutate`, which the
 * mutations use to revalidate what they changed, skips infinite-loading entries; so each paged hook registers its own
 * `mutate` here while mounted, and a mutation that changes its path revalidates it directly.
 */
const registered = new Map<QueryPath, Set<() => Promise<unknown>>>();

/** Registers a mounted paged read; the returned function unregisters it. */
export function registerPagedRead(path: QueryPath, revalidate: () => Promise<unknown>): () => void {
  let forPath = registered.get(path);
  if (!forPath) {
    forPath = new Set();
    registered.set(path, forPath);
  }
  forPath.add(revalidate);
  return () => {
    forPath.delete(revalidate);
  };
}

/** Revalidates every mounted paged read whose path `matches`. */
export async function revalidatePagedReads(matches: (path: QueryPath) => boolean): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const [path, readers] of registered) {
    if (matches(path)) for (const revalidate of readers) pending.push(revalidate());
  }
  await Promise.all(pending);
}
