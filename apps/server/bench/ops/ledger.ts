import type { components } from '@qone/domain/schema';
import type { SmtpFixture } from '../../test/fixtures/smtp-server.js';
import { type Answer, json, now, round, send, sleep } from './http.js';

type Schemas = components['schemas'];

/**
 * What a write leaves that can be looked for afterwards: a role or a template by its unique name, an invited user by
 * their unique address (and their invitation mail), the company's name saved with a rising number.
 */
export type WriteKind = 'role' | 'template' | 'invite' | 'setting';

export interface Write {
  kind: WriteKind;
  /** The name or address written (unique per write). */
  key: string;
  /** The setting's number (its writes are sequential: a later one overwrites an earlier). */
  seq?: number;
  /** Which part of a scenario it belongs to (its row in the table). */
  tag: string;
  /** 0: no answer. */
  status: number;
  error?: string;
}

/** Every write a scenario sent, with what came back. */
export class Ledger {
  readonly writes: Write[] = [];

  add(kind: WriteKind, key: string, answer: Answer, tag: string, seq?: number): void {
    this.writes.push({
      kind,
      key,
      tag,
      status: answer.status,
      ...(seq === undefined ? {} : { seq }),
      ...(answer.error ? { error: answer.error } : {}),
    });
  }
}

const acknowledged = (write: Write) => write.status >= 200 && write.status < 300;

/** What a scenario's writes left in the database and in the SMTP server's mailbox. */
export interface Verification {
  /** Writes answered 2xx. */
  writesAcknowledged: number;
  /** Acknowledged writes not found. */
  lost: number;
  /** Writes answered with an error or not at all, found all the same (fine: the client could not know). */
  landedWithoutAnswer: number;
  /** A few of the lost writes, to look for. */
  lostExamples: string[];
  /** Invited users in the database (acknowledged or landed): each must have had exactly one mail. */
  mailsExpected: number;
  /** Invited users with no mail received. */
  mailsLost: number;
  /** Invited users who received mails with different Message-IDs: two mails, which a receiver cannot tell apart. */
  mailsDoubled: number;
  /**
   * Invited users who received one mail more than once with the same Message-ID: the outbox's documented window (the
   * process died, or the database was unreachable, between the SMTP server's acceptance and the row's `sent`).
   */
  mailsResentSameId: number;
  /** Mails received for an address whose invitation is not in the database (there must be none). */
  mailsWithoutUser: number;
  /** Invitation mails the outbox gave up on (`failed`). */
  mailsFailed: number;
}

export interface VerifyOptions {
  server: { url: string };
  auth: Record<string, string>;
  companyId: string;
  ledger: Ledger;
  smtp: SmtpFixture;
  /** How long to wait for the outbox to have no invitation left queued or being sent (leases of killed workers). */
  drainTimeoutMs: number;
}

async function read<T>(base: string, path: string, auth: Record<string, string>): Promise<T> {
  const answer = await send(base, { path, headers: auth });
  const body = json<T>(answer);
  if (answer.status !== 200 || body === undefined)
    throw new Error(`GET ${path} answered ${answer.status || answer.error}: ${answer.body.slice(0, 200)}`);
  return body;
}

const readUsers = (base: string, auth: Record<string, string>) =>
  read<Schemas['UserListResponse']>(base, '/api/users/all', auth).then((r) => r.data);

/**
 * Waits until no invitation of the company is queued or being sent (a row claimed by a killed worker stays
 * `sending` until its lease ends, then a live worker delivers it), then a little longer for a last delivery's
 * answer; answers how long it waited, or null if the outbox did not drain in time.
 */
async function waitForOutbox(options: VerifyOptions): Promise<number | null> {
  const started = now();
  for (;;) {
    const users = await readUsers(options.server.url, options.auth);
    if (!users.some((user) => user.invitationMail?.state === 'queued')) break;
    if (now() - started > options.drainTimeoutMs) return null;
    await sleep(500);
  }
  const waited = now() - started;
  await sleep(1_500);
  return round(waited / 1000, 1);
}

/**
 * Looks for every write of the ledger through the API of a running server, once its outbox has drained, and counts
 * the invitation mails the SMTP server received per address; answers the counts per tag, and how long the outbox
 * took to drain (seconds; null: it did not within `drainTimeoutMs`).
 */
export async function verify(
  options: VerifyOptions,
): Promise<{ byTag: Map<string, Verification>; drainSeconds: number | null }> {
  const { server, auth } = options;
  const drainSeconds = await waitForOutbox(options);
  const users = await readUsers(server.url, auth);
  const roles = await read<Schemas['UserRoleListResponse']>(server.url, '/api/user-roles', auth);
  const templates = await read<Schemas['TemplateListResponse']>(server.url, '/api/defaults', auth);
  const company = await read<Schemas['CompanySettingsResponse']>(
    server.url,
    `/api/companies/${options.companyId}`,
    auth,
  );
  const present: Record<WriteKind, Set<string>> = {
    role: new Set(roles.data.map((r) => r.role)),
    template: new Set(templates.data.map((t) => t.name)),
    invite: new Set(users.map((u) => u.email)),
    setting: new Set([company.data.name]),
  };
  const failedInvites = new Set(
    users.filter((u) => u.invitationMail?.state === 'failed').map((user) => user.email),
  );
  const settingSeq = Number(/(\d+)$/.exec(company.data.name)?.[1] ?? -1);

  const mailsTo = new Map<string, { raw: number; ids: Set<string> }>();
  for (const mail of options.smtp.received) {
    for (const to of mail.to) {
      const seen = mailsTo.get(to) ?? { raw: 0, ids: new Set<string>() };
      seen.raw += 1;
      seen.ids.add(mail.messageId ?? `no Message-ID ${seen.raw}`);
      mailsTo.set(to, seen);
    }
  }

  const byTag = new Map<string, Verification>();
  for (const tag of new Set(options.ledger.writes.map((w) => w.tag))) {
    const writes = options.ledger.writes.filter((w) => w.tag === tag);
    // A setting's write is kept when the name found is its own or a later one's (they are sent one at a time).
    const isPresent = (w: Write) =>
      w.kind === 'setting' ? (w.seq ?? 0) <= settingSeq : present[w.kind].has(w.key);
    const lost = writes.filter((w) => acknowledged(w) && !isPresent(w));
    const invited = writes.filter((w) => w.kind === 'invite' && present.invite.has(w.key));
    const mails = invited.map((w) => mailsTo.get(w.key) ?? { raw: 0, ids: new Set<string>() });
    byTag.set(tag, {
      writesAcknowledged: writes.filter(acknowledged).length,
      lost: lost.length,
      landedWithoutAnswer: writes.filter(
        (w) => !acknowledged(w) && (w.kind === 'setting' ? w.seq === settingSeq : isPresent(w)),
      ).length,
      lostExamples: lost.slice(0, 5).map((w) => `${w.kind} ${w.key} (${w.status})`),
      mailsExpected: invited.length,
      mailsLost: mails.filter((m) => m.raw === 0).length,
      mailsDoubled: mails.filter((m) => m.ids.size > 1).length,
      mailsResentSameId: mails.filter((m) => m.raw > m.ids.size).length,
      mailsWithoutUser: writes.filter(
        (w) => w.kind === 'invite' && !present.invite.has(w.key) && mailsTo.has(w.key),
      ).length,
      mailsFailed: invited.filter((w) => failedInvites.has(w.key)).length,
    });
  }
  return { byTag, drainSeconds };
}
