import { type Agent, type IncomingHttpHeaders, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** Milliseconds on one monotonic clock, for every time the benchmark compares. */
export const now = () => performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A request's outcome: a whole answer (status > 0), or why there was none. */
export interface Answer {
  /** 0 when no whole answer came. */
  status: number;
  /**
   * Why there was no whole answer: the socket's error code (`ECONNRESET`, `ECONNREFUSED`, `EPIPE`, …), `incomplete`
   * (the answer began and was cut), or `timeout`.
   */
  error?: string;
  body: string;
  headers: IncomingHttpHeaders;
  /** `now()` when it was sent and when it settled. */
  sentAt: number;
  settledAt: number;
}

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** A keep-alive agent (as browsers and load balancers keep connections), or false for a connection of its own. */
  agent?: Agent | false;
  timeoutMs?: number;
  /** Sends the headers and the body's first bytes now, and the rest once this settles (a request still in flight). */
  holdBodyUntil?: Promise<void>;
}

/** Sends one request and settles with its outcome; never rejects. */
export function send(base: string, call: Call): Promise<Answer> {
  const sentAt = now();
  const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Omit<Answer, 'sentAt' | 'settledAt'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, sentAt, settledAt: now() });
    };
    const failed = (error: string) => settle({ status: 0, error, body: '', headers: {} });
    const req = request(`${base}${call.path}`, {
      method: call.method ?? 'GET',
      agent: call.agent ?? false,
      timeout: call.timeoutMs ?? 60_000,
      headers: {
        'x-requested-with': 'qone-bench',
        ...call.headers,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(payload.length) }),
      },
    });
    req.on('timeout', () => {
      req.destroy();
      failed('timeout');
    });
    req.on('error', (error: NodeJS.ErrnoException) => failed(error.code ?? error.message));
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('error', () => failed('incomplete'));
      res.on('end', () => {
        if (res.complete) settle({ status: res.statusCode ?? 0, body, headers: res.headers });
        else failed('incomplete');
      });
      res.on('close', () => {
        if (!res.complete) failed('incomplete');
      });
    });
    if (payload && call.holdBodyUntil) {
      req.write(payload.subarray(0, 10));
      void call.holdBodyUntil.then(() => req.end(payload.subarray(10)));
    } else req.end(payload);
  });
}

/** The answer's JSON, or undefined when it has none. */
export function json<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/** What came back, counted: statuses by code, failures by their error, and the latencies of whole answers. */
export class Tally {
  readonly outcomes = new Map<string, number>();
  readonly latencies: number[] = [];

  add(answer: Answer): void {
    const key = answer.status > 0 ? String(answer.status) : (answer.error ?? 'no answer');
    this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
    if (answer.status > 0) this.latencies.push(answer.settledAt - answer.sentAt);
  }

  get total(): number {
    let total = 0;
    for (const count of this.outcomes.values()) total += count;
    return total;
  }

  count(predicate: (outcome: string) => boolean): number {
    let total = 0;
    for (const [outcome, count] of this.outcomes) if (predicate(outcome)) total += count;
    return total;
  }

  /** Server errors other than 503 (the one a database outage may answer). */
  get serverErrors(): number {
    return this.count((o) => /^5\d\d$/.test(o) && o !== '503');
  }

  get unavailable(): number {
    return this.count((o) => o === '503');
  }

  /** Requests that got no whole answer. */
  get unanswered(): number {
    return this.count((o) => !/^\d+$/.test(o));
  }

  percentile(p: number): number | null {
    if (this.latencies.length === 0) return null;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);
  }

  toJSON() {
    return {
      requests: this.total,
      outcomes: Object.fromEntries([...this.outcomes].sort(([a], [b]) => a.localeCompare(b))),
      latencyP50Ms: this.percentile(0.5),
      latencyP99Ms: this.percentile(0.99),
    };
  }
}

export const round = (ms: number, digits = 1) => Math.round(ms * 10 ** digits) / 10 ** digits;
