import { randomUUID } from 'node:crypto';
import { mailDeliveryMessages } from '@qone/domain/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Db, Executor } from '../db/index.js';
import {
  type ClaimedRow,
  claimNext,
  deleteFinishedMail,
  insertOutboxRow,
  markDone,
  markFailed,
  markRetry,
  markSent,
  releaseClaims,
} from '../repositories/mail-outbox.js';
import type { UserTokenKind } from '../repositories/user-tokens.js';
import { judgeFailure } from './delivery-errors.js';
import { assertSafeHeaders, type MailMessage, type MailTransport } from './mailer.js';

/** What a mail is for; per-company daily counts read it. */
export type MailKind =
  | 'invite'
  | 'password-reset'
  | 'email-change-confirmation'
  | 'email-change-notice'
  | 'sign-up'
  | 'forgot-password'
  | 'template-preview'
  | 'mailer-test'
  | 'second-factor-notice';

/**
 * The mails carrying a link of each token kind. Storing a new link revokes the user's older ones of its kind
 * (storeUserToken), so their mails not yet picked up are cancelled with it (cancelQueuedMails).
 */
export const MAILS_WITH_LINK: Record<UserTokenKind, MailKind[]> = {
  invite: ['invite'],
  password: ['password-reset', 'forgot-password', 'sign-up'],
  email: ['email-change-confirmation'],
};

/** Public requests whose mails depend on the address (src/mail/requests.ts): the worker decides what to mail. */
export interface RequestPayloads {
  'forgot-password-request': { email: string };
  'sign-up-request': { firstName: string; lastName: string; email: string; companyName: string };
}
export type RequestKind = keyof RequestPayloads;
export type QueuedRequest = { [K in RequestKind]: { kind: K; payload: RequestPayloads[K] } }[RequestKind];

export interface NewMail {
  kind: MailKind;
  /** The company the mail is sent for (null for none). */
  companyId: string | null;
  /** Whom it concerns: an invitation's user (their card shows the mail's state). */
  userId?: string | null;
  /** Who asked for it, signed in: they may read its state (`getMailStatus`). */
  requestedBy?: string | null;
  message: MailMessage;
}

/**
 * Where mail goes: `queue` writes a mail into the transaction of the change it belongs to, so both commit or
 * neither does; nothing is sent before the commit, and nothing is sent inside a transaction.
 */
export interface MailOutbox {
  /** Queues `mail` in `db` (the change's transaction); answers the mail's id. A CR/LF in a header is a 400. */
  queue(db: Executor, mail: NewMail): Promise<string>;
  /** Queues a public request whose mails the worker works out (forgot-password, sign-up); the same write for all. */
  queueRequest(db: Executor, request: QueuedRequest): Promise<string>;
  /** Asks this process's worker to look now (after a commit that queued something) instead of at its next poll. */
  nudge(): void;
  /** Delivers everything due now, one row at a time in queue order, then resolves (tests; a closing app). */
  drain(): Promise<void>;
}

/** After each failed attempt, the wait before the next: 1 min, 5 min, 30 min, 2 h, 6 h; then the mail has failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a finished row (its message already wiped) is kept before the hourly sweep removes it. */
export const FINISHED_MAIL_KEPT_MS = 30 * 24 * 3_600_000;

/** Removes finished rows older than FINISHED_MAIL_KEPT_MS, so the outbox does not grow with every mail ever sent. */
export function sweepFinishedMail(services: { db: Executor; clock: Clock }): Promise<number> {
  return deleteFinishedMail(services.db, new Date(services.clock.now().getTime() - FINISHED_MAIL_KEPT_MS));
}
/** How long a closing app lets deliveries under way finish before it gives their claims back. */
const CLOSE_GRACE_MS = 5_000;
/** Rows a background pass works on at once (one claim each); `drain()` works one at a time. */
const CONCURRENCY = 4;

/** The longest wait between tries at recording a delivered mail as sent while the database cannot be reached. */
const MARK_SENT_MAX_WAIT_MS = 2_000;

/** Sealed under the row's id: a sealed message copied to another row does not open. */
const sealContext = (id: string) => `mail-outbox:${id}`;

const REQUEST_KINDS: ReadonlySet<string> = new Set<RequestKind>([
  'forgot-password-request',
  'sign-up-request',
]);

/** A request's handler: does its work in a transaction that also queues its mails and calls `finish` with it. */
export type RequestHandler = (
  request: QueuedRequest,
  finish: (trx: Executor) => Promise<void>,
) => Promise<void>;

export interface OutboxOptions {
  db: Db;
  clock: Clock;
  secretBox: SecretBox;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** MAIL_POLL_MS: how often the worker looks for due rows (rows queued by other processes, retries). */
  pollMs: number;
  /** MAIL_LEASE_MS: how long a claim holds before another worker takes the row over. */
  leaseMs: number;
}

class ClaimLost extends Error {}

const errorKind = (error: unknown) => ({
  error: error instanceof Error ? error.name : typeof error,
  ...(typeof (error as { code?: unknown } | null)?.code === 'string'
    ? { code: (error as { code: string }).code }
    : {}),
});

/**
 * The outbox and its worker. Every server process runs one worker: it claims due rows one at a time per slot
 * (`claimNext`: `FOR UPDATE SKIP LOCKED`, so concurrent workers never take the same row), delivers with no
 * transaction open and no connection held while SMTP talks, and records the outcome under its claim. A worker that
 * dies leaves its rows `sending` until the lease ends; then any worker claims them again.
 */
export class Outbox implements MailOutbox {
  readonly #options: OutboxOptions;
  #handleRequest: RequestHandler | undefined;
  #started = false;
  #closing = false;
  #poll: NodeJS.Timeout | undefined;
  /** The background slots working now (at most CONCURRENCY). */
  readonly #slots = new Set<Promise<number>>();
  /** Counts nudges and polls: a slot that found nothing due goes on if one came since it looked. */
  #looks = 0;
  /** Claims being worked on by this process. */
  readonly #active = new Set<string>();
  /** Claims whose deliveries a closing worker cut short. */
  readonly #cut = new Set<string>();

  constructor(options: OutboxOptions) {
    this.#options = options;
  }

  /** Who works out the mails of a queued request (set once the app's services exist). */
  handleRequestsWith(handler: RequestHandler): void {
    this.#handleRequest = handler;
  }

  async queue(db: Executor, mail: NewMail): Promise<string> {
    assertSafeHeaders(mail.message);
    return this.#insert(
      db,
      mail.kind,
      mail.companyId,
      mail.userId ?? null,
      mail.requestedBy ?? null,
      mail.message,
    );
  }

  async queueRequest(db: Executor, request: QueuedRequest): Promise<string> {
    return this.#insert(db, request.kind, null, null, null, request.payload);
  }

  async #insert(
    db: Executor,
    kind: string,
    companyId: string | null,
    userId: string | null,
    requestedBy: string | null,
    content: unknown,
  ): Promise<string> {
    const id = randomUUID();
    const sealed = this.#options.secretBox.seal(JSON.stringify(content), sealContext(id));
    await insertOutboxRow(db, {
      id,
      companyId,
      userId,
      requestedBy,
      kind,
      sealed,
      now: this.#options.clock.now(),
    });
    return id;
  }

  /** A view for one request: the worker is nudged after the handler if it queued anything (contract-routes.ts). */
  forRequest(): MailOutbox & { readonly used: boolean } {
    let used = false;
    return {
      queue: (db, mail) => {
        used = true;
        return this.queue(db, mail);
      },
      queueRequest: (db, request) => {
        used = true;
        return this.queueRequest(db, request);
      },
      nudge: () => this.nudge(),
      drain: () => this.drain(),
      get used() {
        return used;
      },
    };
  }

  /** Starts polling (a server process); without it, rows are delivered only by `drain()` (tests). */
  start(): void {
    if (this.#started || this.#closing) return;
    this.#started = true;
    this.#poll = setInterval(() => this.#look(), this.#options.pollMs);
    this.#poll.unref();
    this.#look();
  }

  nudge(): void {
    if (this.#started) this.#look();
  }

  /**
   * Looks for due rows: one more slot starts while there is room (it claims and works until nothing is due; a slot
   * that finds work fills the other free slots), and busy ones look again before they stop. An idle worker costs one
   * claim statement a poll; a delivery stuck on a slow server holds its own slot only.
   */
  #look(): void {
    if (this.#closing) return;
    this.#looks += 1;
    this.#spawn(1);
  }

  #spawn(count: number): void {
    for (let n = 0; n < count && this.#slots.size < CONCURRENCY && !this.#closing; n += 1) {
      const slot: Promise<number> = this.#slot(true).finally(() => this.#slots.delete(slot));
      this.#slots.add(slot);
    }
  }

  async drain(): Promise<void> {
    while (!this.#closing && (await this.#slot(false)) > 0) {
      // One row at a time, in queue order, until nothing is due.
    }
  }

  /**
   * Stops claiming; deliveries under way get CLOSE_GRACE_MS to finish, then the transport's connections are cut and
   * their claims given back (due again at once, for any process), before the database closes.
   */
  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#poll);
    const working = Promise.all([...this.#slots]);
    if (await finishesWithin(working, CLOSE_GRACE_MS)) return;
    const claims = [...this.#active];
    // Their sends fail now because we cut them: that is no attempt of theirs, and the claims are given back below.
    for (const claim of claims) this.#cut.add(claim);
    this.#options.transport.close?.();
    try {
      const released = await releaseClaims(this.#options.db, claims, this.#options.clock.now());
      this.#options.log.warn(
        { released },
        'mail deliveries cut short by closing; their rows are queued again',
      );
    } catch (error) {
      this.#options.log.error(errorKind(error), 'could not give back the claims of a closing mail worker');
    }
    await finishesWithin(working, CLOSE_GRACE_MS);
  }

  /**
   * Claims and works on rows until none is due (in the background: and no look was asked for since it last
   * looked); answers how many. Never throws: failures are logged.
   */
  async #slot(background: boolean): Promise<number> {
    let count = 0;
    while (!this.#closing) {
      const looks = this.#looks;
      const claim = randomUUID();
      let row: ClaimedRow | undefined;
      const now = this.#options.clock.now();
      const leaseUntil = new Date(now.getTime() + this.#options.leaseMs);
      try {
        row = await claimNext(this.#options.db, { now, leaseUntil, claim });
      } catch (error) {
        this.#options.log.error(errorKind(error), 'the mail worker could not claim a row');
        return count;
      }
      if (!row) {
        if (background && this.#looks !== looks) continue;
        return count;
      }
      count += 1;
      // There may be more: the free slots join in.
      if (background) this.#spawn(CONCURRENCY);
      this.#active.add(claim);
      try {
        if (REQUEST_KINDS.has(row.kind)) await this.#runRequest(row, claim);
        else await this.#deliver(row, claim, leaseUntil);
      } catch (error) {
        // The outcome could not be recorded (database unreachable): the row stays claimed until its lease ends.
        this.#options.log.error(
          { mail: row.id, kind: row.kind, ...errorKind(error) },
          'mail outcome not recorded',
        );
      } finally {
        this.#active.delete(claim);
      }
    }
    return count;
  }

  #open(row: ClaimedRow): unknown {
    if (row.sealed === null) throw new Error('nothing sealed');
    return JSON.parse(this.#options.secretBox.open(row.sealed, sealContext(row.id)));
  }

  async #deliver(row: ClaimedRow, claim: string, leaseUntil: Date): Promise<void> {
    const { db, clock, transport, log } = this.#options;
    let message: MailMessage;
    try {
      message = this.#open(row) as MailMessage;
    } catch (error) {
      log.error({ mail: row.id, kind: row.kind, ...errorKind(error) }, 'a queued mail could not be opened');
      await markFailed(db, row.id, claim, { reason: mailDeliveryMessages.unreadable, now: clock.now() });
      return;
    }
    try {
      await transport.send(message, { id: row.id });
    } catch (error) {
      if (this.#cut.has(claim)) return;
      await this.#failed(row, claim, judgeFailure(error));
      return;
    }
    // Sent: from here until this update commits is the one window in which a crash sends the mail twice (README).
    // Until the claim's lease ends no other worker takes the row, so an unreachable database (a restart, a failover)
    // is tried again until then rather than given up on: the row left `sending` would be delivered again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await markSent(db, row.id, claim, clock.now()))) {
          log.warn(
            { mail: row.id, kind: row.kind },
            'a mail was delivered after its claim had been taken over',
          );
        }
        return;
      } catch (error) {
        const wait = Math.min(250 * 2 ** attempt, MARK_SENT_MAX_WAIT_MS);
        if (this.#closing || clock.now().getTime() + wait >= leaseUntil.getTime()) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async #failed(
    row: ClaimedRow,
    claim: string,
    failure: { permanent: boolean; reason: string; code?: string | undefined },
  ) {
    const { db, clock, log } = this.#options;
    const final = failure.permanent || row.attempts >= MAX_ATTEMPTS;
    log.warn(
      { mail: row.id, kind: row.kind, attempt: row.attempts, code: failure.code, final },
      final ? 'mail failed' : 'mail not delivered, will try again',
    );
    const now = clock.now();
    if (final) await markFailed(db, row.id, claim, { reason: failure.reason, now });
    else {
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      await markRetry(db, row.id, claim, {
        runAt: new Date(now.getTime() + delay),
        reason: failure.reason,
        now,
      });
    }
  }

  async #runRequest(row: ClaimedRow, claim: string): Promise<void> {
    const { db, clock, log } = this.#options;
    const handle = this.#handleRequest;
    if (!handle) throw new Error('no handler for queued requests');
    let request: QueuedRequest;
    try {
      request = { kind: row.kind, payload: this.#open(row) } as QueuedRequest;
    } catch (error) {
      log.error(
        { mail: row.id, kind: row.kind, ...errorKind(error) },
        'a queued request could not be opened',
      );
      await markFailed(db, row.id, claim, { reason: mailDeliveryMessages.unreadable, now: clock.now() });
      return;
    }
    try {
      await handle(request, async (trx) => {
        if (!(await markDone(trx, row.id, claim, clock.now()))) throw new ClaimLost();
      });
    } catch (error) {
      if (error instanceof ClaimLost) {
        log.warn(
          { mail: row.id, kind: row.kind },
          'a queued request was taken over; its work was rolled back',
        );
        return;
      }
      log.error({ mail: row.id, kind: row.kind, ...errorKind(error) }, 'a queued request failed');
      await this.#failed(row, claim, { permanent: false, reason: mailDeliveryMessages.failed });
      return;
    }
    // Its mails are due now: the slot's next claim takes them.
  }
}

async function finishesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
