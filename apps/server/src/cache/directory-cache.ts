import { LRUCache } from 'lru-cache';

/** At most this many users held over all cached answers (a few tens of MB): the least recently used go first. */
const MAX_USERS = 30_000;
/** At most this many answers, whatever their size. */
const MAX_ANSWERS = 1_000;

interface Entry {
  version: string;
  value: unknown;
  /** How many users the answer holds (its weight in MAX_USERS). */
  users: number;
}

/**
 * User-list answers (the grid's pages, all users, the invitations table) kept per company under the company's
 * user-directory version (migration 0010). The database changes that version in the same transaction as any change
 * to users, their mailed links or permission groups, and every request reads it with its session
 * (`auth.directoryVersion`), so an answer is served from here only while nothing it was read from has changed — on
 * this process or any other sharing the database. Only answers that do not depend on the time may be kept (an
 * invitation's expiry is a timestamp in the answer; "which invitations have expired" is not).
 *
 * Answers are shared between requests: callers must not change them (Fastify only serialises them).
 */
export class DirectoryCache {
  readonly #entries = new LRUCache<string, Entry>({
    max: MAX_ANSWERS,
    maxSize: MAX_USERS,
    sizeCalculation: (entry) => Math.max(1, entry.users),
  });
  /** Reads under way, so that ten requests arriving together read the database once. */
  readonly #loading = new Map<string, Promise<unknown>>();

  /**
   * The answer for `key` of the company at `version`: cached, or read by `load` and kept. `users` says how many
   * users an answer holds. A version read later than `version` never finds an answer read at `version`.
   */
  async read<T>(
    companyId: string,
    version: string,
    key: string,
    load: () => Promise<T>,
    users: (value: T) => number,
  ): Promise<T> {
    // The company leads the key: nothing here is ever shared across companies.
    const id = `${companyId}\u0000${key}`;
    const cached = this.#entries.get(id);
    if (cached && cached.version === version) return cached.value as T;
    const loadId = `${id}\u0000${version}`;
    const pending = this.#loading.get(loadId);
    if (pending) return pending as Promise<T>;
    const loading = load().then(
      (value) => {
        this.#loading.delete(loadId);
        // Read after the version was: at least as new as `version`, so current for anyone who reads that version.
        // Too big for the cache as a whole, it is simply not kept.
        this.#entries.set(id, { version, value, users: users(value) });
        return value;
      },
      (error: unknown) => {
        this.#loading.delete(loadId);
        throw error;
      },
    );
    this.#loading.set(loadId, loading);
    return loading;
  }

  /** A user-list answer of the caller's company, weighed by its users, at the version read with the caller's session. */
  readList<T extends { data: readonly unknown[] }>(
    auth: { companyId: string; directoryVersion: string },
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    return this.read(auth.companyId, auth.directoryVersion, key, load, (answer) => answer.data.length);
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#entries.size;
  }
}
