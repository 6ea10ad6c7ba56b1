import type { TranslationProviderConfig } from '../config.js';

/**
 * A machine-translation service behind auto-translate. Texts go as HTML fragments (placeholders already replaced by
 * elements marked `translate="no"`); the answer holds one text per text sent, in order.
 */
export interface TranslationProvider {
  name: TranslationProviderConfig['kind'];
  /** What the console calls the provider in its messages. */
  label: string;
  /** The provider's code of a language given by its ISO 639-1 code; null when it cannot take the language. */
  languageCode(iso6391: string, role: 'source' | 'target'): string | null;
  translate(texts: readonly string[], source: string, target: string): Promise<string[]>;
}

/** Why a provider gave no translation — each is a 502 worded by `autoTranslateMessages`, or a 400 for a language. */
export type ProviderFailure =
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'status'; status: number }
  | { kind: 'badAnswer' }
  | { kind: 'tooLarge' }
  | { kind: 'language' };

/** A provider's failure; its message never holds the request (texts, key). */
export class ProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(`translation provider: ${failure.kind}${failure.kind === 'status' ? ` ${failure.status}` : ''}`);
    this.name = 'ProviderError';
  }
}

/**
 * The most bytes read of a provider's answer to a request of `requestBytes`: a translation is about as long as its
 * text, but may come back in a script that takes more bytes per character, or JSON-escaped (`\u0436`, 6 bytes for
 * one character): 16 times the request, and 1 MiB more for an error page. A provider sending more is cut off there.
 */
export function answerLimit(requestBytes: number): number {
  return 16 * requestBytes + 1024 * 1024;
}

/**
 * The answer's body as text, read only up to `limit` bytes (a larger `content-length` is refused before reading;
 * a body that grows past it is cancelled there). Decompressed bytes are counted: fetch inflates gzip and brotli.
 */
async function readLimited(res: Response, limit: number, signal: AbortSignal): Promise<string> {
  const tooLarge = async () => {
    await res.body?.cancel().catch(() => undefined);
    return new ProviderError({ kind: 'tooLarge' });
  };
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw await tooLarge();
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new ProviderError({ kind: 'tooLarge' });
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable' });
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POSTs JSON and reads the JSON answer, giving up after `timeoutMs` — the whole exchange, body included: the signal
 * aborts the body's reader too — and after `answerLimit` bytes of the answer. Network errors and non-2xx answers
 * become ProviderErrors; `onStatus` may name a better one (e.g. a language refused).
 */
export async function postJson(
  url: string,
  body: unknown,
  options: {
    timeoutMs: number;
    headers?: Record<string, string>;
    onStatus?: (status: number, answer: unknown) => ProviderFailure | undefined;
  },
): Promise<unknown> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const sent = JSON.stringify(body);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: sent,
      signal,
      redirect: 'error',
    });
  } catch {
    throw new ProviderError(signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable' });
  }
  const text = await readLimited(res, answerLimit(Buffer.byteLength(sent)), signal);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new ProviderError(res.ok ? { kind: 'badAnswer' } : { kind: 'status', status: res.status });
  }
  if (!res.ok)
    throw new ProviderError(options.onStatus?.(res.status, answer) ?? { kind: 'status', status: res.status });
  return answer;
}

/** A list of `count` strings read from an answer, or a badAnswer failure. */
export function stringsOf(value: unknown, count: number): string[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((item) => typeof item === 'string'))
    throw new ProviderError({ kind: 'badAnswer' });
  return value;
}
