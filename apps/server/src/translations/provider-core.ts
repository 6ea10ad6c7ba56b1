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
  | { kind: 'language' };

/** A provider's failure; its message never holds the request (texts, key). */
export class ProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(`translation provider: ${failure.kind}${failure.kind === 'status' ? ` ${failure.status}` : ''}`);
    this.name = 'ProviderError';
  }
}

/**
 * POSTs JSON and reads the JSON answer, giving up after `timeoutMs` (the whole exchange, body included). Network
 * errors and non-2xx answers become ProviderErrors; `onStatus` may name a better one (e.g. a language refused).
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
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
  } catch {
    throw new ProviderError(signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable' });
  }
  let answer: unknown;
  try {
    answer = await res.json();
  } catch {
    throw new ProviderError(
      signal.aborted
        ? { kind: 'timeout' }
        : res.ok
          ? { kind: 'badAnswer' }
          : { kind: 'status', status: res.status },
    );
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
