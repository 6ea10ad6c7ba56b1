import { randomUUID } from 'node:crypto';
import { activity } from '@qone/domain/activity';
import { isPublicDomainName } from '@qone/domain/domain-names';
import { domainMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import { takeRate, throttlePolicies } from '../../auth/throttle.js';
import type { Executor } from '../../db/index.js';
import {
  checkRecords,
  dkimContext,
  domainList,
  newDkimKeyPair,
  toDomain,
} from '../../domain/sending-domains.js';
import { badRequest, conflict, notFound, StaleWriteError } from '../../errors.js';
import { listDnsChecks, replaceDnsChecks } from '../../repositories/domain-dns-checks.js';
import { domainHasMailers, mailerKindsByDomain } from '../../repositories/mailers.js';
import {
  deleteDomain,
  domainNameTaken,
  findDomainRecord,
  insertDomain,
  markDomainChecked,
  updateDomain,
} from '../../repositories/sending-domains.js';
import { isUniqueViolation } from '../../repositories/users.js';
import { defineOperations } from '../define.js';

/** The caller's company's domain (404 for any other id); `lock` holds its row until the transaction ends. */
export async function ownDomain(db: Executor, companyId: string, id: string, lock?: 'update' | 'share') {
  const domain = await findDomainRecord(db, companyId, id, lock ? { lock } : {});
  if (!domain) throw notFound(domainMessages.notFound);
  return domain;
}

/** The domain's view with its current records and checks. */
export async function domainView(db: Executor, companyId: string, id: string) {
  const row = await ownDomain(db, companyId, id);
  const kinds = (await mailerKindsByDomain(db, companyId)).get(id) ?? [];
  return toDomain(row, kinds, await listDnsChecks(db, [id]));
}

/** A unique index refused the write: two requests raced for one name. */
export function takenOr(error: unknown, message: string): never {
  if (isUniqueViolation(error)) throw conflict(message);
  throw error;
}

/** Sending domains: their list, create, rename or (de)activate, delete, and the check of their DNS records. */
export const domainOperations = defineOperations({
  listDomains: {
    async handle({ db, auth }) {
      return { data: await domainList(db, auth.companyId) };
    },
  },

  createDomain: {
    async handle({ db, auth, body, clock, secretBox, reply }) {
      if (!isPublicDomainName(body.domain)) throw badRequest(domainMessages.notPublic);
      if (await domainNameTaken(db, auth.companyId, body.domain)) throw conflict(domainMessages.taken);
      // Made before the transaction: on PGlite a transaction holds the only connection.
      const keys = await newDkimKeyPair();
      const id = randomUUID();
      await db
        .transaction()
        .execute(async (trx) => {
          await insertDomain(trx, {
            id,
            companyId: auth.companyId,
            domain: body.domain,
            publicKey: keys.publicKey,
            sealedPrivateKey: secretBox.seal(keys.privateKey, dkimContext(id)),
            now: clock.now(),
          });
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: clock.now() },
            activity.domains({
              actor: actorOf(auth),
              action: 'domain.created',
              target: { id, label: body.domain },
              before: null,
              after: { domain: body.domain, active: true },
            }),
          );
        })
        .catch((error) => takenOr(error, domainMessages.taken));
      reply.code(201);
      return { data: await domainList(db, auth.companyId) };
    },
  },

  updateDomain: {
    async handle({ db, auth, params, body, clock }) {
      await db
        .transaction()
        .execute(async (trx) => {
          const domain = await ownDomain(trx, auth.companyId, params.id, 'update');
          if (domain.version !== body.baseVersion) {
            throw new StaleWriteError(domainMessages.stale, await domainView(trx, auth.companyId, domain.id));
          }
          // A name stored before this rule is kept (it may still be deactivated); a new name must be public.
          const renamed = body.domain.toLowerCase() !== domain.domain.toLowerCase();
          if (renamed && !isPublicDomainName(body.domain)) throw badRequest(domainMessages.notPublic);
          if (await domainNameTaken(trx, auth.companyId, body.domain, domain.id)) {
            throw conflict(domainMessages.taken);
          }
          await updateDomain(trx, auth.companyId, domain.id, { domain: body.domain, active: body.active });
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: clock.now() },
            activity.domains({
              actor: actorOf(auth),
              action: 'domain.updated',
              target: { id: domain.id, label: body.domain },
              before: { domain: domain.domain, active: domain.active },
              after: { domain: body.domain, active: body.active },
            }),
          );
        })
        .catch((error) => takenOr(error, domainMessages.taken));
      return { data: await domainList(db, auth.companyId) };
    },
  },

  deleteDomain: {
    async handle({ db, auth, params, clock }) {
      await db.transaction().execute(async (trx) => {
        // Locked first: a mailer written for it meanwhile holds it until it is saved, and is then counted here.
        const domain = await ownDomain(trx, auth.companyId, params.id, 'update');
        if (await domainHasMailers(trx, auth.companyId, domain.id)) throw conflict(domainMessages.inUse);
        await deleteDomain(trx, auth.companyId, domain.id);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.domains({
            actor: actorOf(auth),
            action: 'domain.deleted',
            target: { id: domain.id, label: domain.domain },
            before: { domain: domain.domain, active: domain.active },
            after: null,
          }),
        );
      });
      return { data: await domainList(db, auth.companyId) };
    },
  },

  verifyDomain: {
    async handle(ctx) {
      const { db, auth, params, clock, dns } = ctx;
      const looked = await domainView(db, auth.companyId, params.id);
      // Only public names are looked up: any other would read the server's internal DNS (domains stored before
      // the rule keep their name, and their last check, but are never looked up again).
      if (!isPublicDomainName(looked.domain)) throw badRequest(domainMessages.cannotVerify(looked.domain));
      await takeRate(ctx, throttlePolicies.domainVerifyPerCompany, auth.companyId);
      // Looked up outside any transaction: a slow DNS server must not hold the database.
      const at = clock.now();
      const checks = await checkRecords(dns, looked.records, at);
      const after = await db.transaction().execute(async (trx) => {
        // The domain's row locked: two checks at once replace its results in turn (not both inserting them).
        await ownDomain(trx, auth.companyId, params.id, 'update');
        const before = await domainView(trx, auth.companyId, params.id);
        await replaceDnsChecks(trx, before._id, checks);
        await markDomainChecked(trx, before._id, at);
        const checked = await domainView(trx, auth.companyId, before._id);
        if (checked.status !== before.status) {
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: at },
            activity.domains({
              actor: actorOf(auth),
              action: 'domain.verified',
              target: { id: checked._id, label: checked.domain },
              before: { status: before.status },
              after: { status: checked.status },
            }),
          );
        }
        return checked;
      });
      const required = after.records.filter((record) => record.required);
      const verified = required.filter((record) => record.status === 'verified').length;
      const message = domainMessages.checked(verified, required.length);
      return { message, data: after };
    },
  },
});
