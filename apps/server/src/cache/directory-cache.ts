import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** At most this many bytes held over all cached answers: the least recently used go first. */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** At most this many answers, whatever their size. */
const MAX_ANSWERS = 1_000;
/** What a cached session user is counted as (a small object: a user row and its group's access). */
export const SESSION_ENTRY_BYTES = 1024;

/** The encodings kept beside an answer's JSON, in the order the server prefers them. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Paid once per answer, so a level slower than a per-request one is affordable (brotli 4 was the per-request level
 * of @fastify/compress): brotli 6 and gzip 6 take about 20 ms each for a list of 2,000 users, off the event loop.
 */
const compressors: Record<AnswerEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipAsync(json, { level: 6 }),
};

/**
 * A list answer as it is sent: its JSON (serialised once, through the operation's response schema) and, for answers
 * worth compressing, its brotli and gzip bytes, each made when first asked for and kept with it.
 */
export class EncodedAnswer {
  readonly #encoded = new Map<AnswerEncoding, Promise<Buffer>>();
  #compressedBytes = 0;

  constructor(
    /** `W/"…"`: the same for every encoding of the answer (the JSON is the same). */
    readonly etag: string,
    readonly json: Buffer,
    /** Whether the answer is big enough to be worth compressing. */
    readonly compressible: boolean,
    private readonly onGrown: () => void,
  ) {}

  /** The bytes in `encoding`, compressed on the first call and kept. */
  encoded(encoding: AnswerEncoding): Promise<Buffer> {
    let pending = this.#encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.json).then((bytes) => {
        this.#compressedBytes += bytes.length;
        this.onGrown();
        return bytes;
      });
      // A failed compression is not kept: the next request tries again.
      pending.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, pending);
    }
    return pending;
  }

  /** Its weight in the cache: the JSON and every compressed copy made so far. */
  get bytes(): number {
    return this.json.length + this.#compressedBytes;
  }
}

interface Entry {
  version: string;
  value: unknown;
  /** How many bytes the answer holds (its weight in MAX_CACHED_BYTES). */
  bytes: number;
}

/**
 * User-list answers (the grid's pages, all users, the invitations table) and session users, kept per company under
 * the company's user-directory version (migration 0010). The database changes that version in the same transaction
 * as any change to users, their mailed links or permission groups, and every request reads it with its session
 * (`auth.directoryVersion`), so an answer is served from here only while nothing it was read from has changed — on
 * this process or any other sharing the database. Only answers that do not depend on the time may be kept (an
 * invitation's expiry is a timestamp in the answer; "which invitations have expired" is not).
 *
 * A list is kept as it is sent (`readEncoded`): its JSON and its compressed copies, so a request for an unchanged
 * list costs neither a serialisation nor a compression; its ETag is made from the company, the version and the
 * answer's key alone, so an unchanged list answers 304 on any process without being read. Every byte kept counts
 * against MAX_CACHED_BYTES (compressed copies too, as they are made).
 *
 * Answers are shared between requests: callers must not change them.
 */
export class DirectoryCache {
  readonly #entries = new LRUCache<string, Entry>({
    max: MAX_ANSWERS,
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  /** Reads under way, so that ten requests arriving together read the database once. */
  readonly #loading = new Map<string, Promise<unknown>>();

  constructor(
    /** Part of every ETag: a new contract (a new answer shape) never matches an ETag given before it. */
    private readonly etagSeed = '',
  ) {}

  /**
   * The answer for `key` of the company at `version`: cached, or read by `load` and kept. `bytes` says how many bytes
   * an answer holds. A version read later than `version` never finds an answer read at `version`.
   */
  async read<T>(
    companyId: string,
    version: string,
    key: string,
    load: () => Promise<T>,
    bytes: (value: T) => number,
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
        this.#entries.set(id, { version, value, bytes: bytes(value) });
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

  /** The ETag of the answer `key` of the company at `version` (weak: one for all its encodings). */
  etag(companyId: string, version: string, key: string): string {
    const digest = createHash('sha256')
      .update(`${this.etagSeed}\u0000${companyId}\u0000${version}\u0000${key}`)
      .digest('base64url')
      .slice(0, 32);
    return `W/"${digest}"`;
  }

  /**
   * A list answer of the caller's company at the version read with the caller's session, as it is sent: `load`
   * reads it and `serialise` writes its JSON (the operation's response schema), once per version; compressed copies
   * are added as asked for (EncodedAnswer.encoded), and each counts against the cache's bytes.
   */
  readEncoded<T>(
    auth: { companyId: string; directoryVersion: string },
    key: string,
    load: () => Promise<T>,
    serialise: (value: T) => string,
    compressAbove: number,
  ): Promise<EncodedAnswer> {
    const { companyId, directoryVersion } = auth;
    const id = `${companyId}\u0000${key}`;
    const etag = this.etag(companyId, directoryVersion, key);
    const encode = async () => {
      const json = Buffer.from(serialise(await load()));
      const answer: EncodedAnswer = new EncodedAnswer(etag, json, json.length >= compressAbove, () => {
        // Weighed again with its new copy, if it is still the one kept (a newer version may have replaced it).
        const entry = this.#entries.peek(id);
        if (entry?.value === answer) this.#entries.set(id, { ...entry, bytes: answer.bytes });
      });
      return answer;
    };
    return this.read(companyId, directoryVersion, key, encode, (answer) => answer.bytes);
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#entries.size;
  }

  /** How many bytes the kept answers weigh (for tests). */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }
}
