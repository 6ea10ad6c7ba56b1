import { Readable } from 'node:stream';
import { activity, activityQueryRefusal } from '@qone/domain/activity';
import {
  ACTIVITY_EXPORT_BATCH,
  ACTIVITY_EXPORT_MEDIA_TYPES,
  ACTIVITY_EXPORT_RATE,
  type ActivityExportOptions,
  activityExportFileName,
  activityExportHead,
  activityExportLines,
  activityRetentionCutoff,
} from '@qone/domain/activity-export';
import { activityMessages, companyMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import { takeRate, throttlePolicies } from '../../auth/throttle.js';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../errors.js';
import { type ActivityFilter, countActivityUpTo, listActivity } from '../../repositories/activity.js';
import { findCompany } from '../../repositories/companies.js';
import { defineOperations } from '../define.js';

/**
 * The file's text, read a batch at a time by keyset (each batch one statement, no transaction held between them)
 * and handed on only when the reply asks for more: a stream built from this generator is pulled by the socket's
 * back-pressure, so at most about one batch is in memory whatever the export's size.
 */
async function* exportText(
  db: Db,
  companyId: string,
  filter: ActivityFilter,
  options: ActivityExportOptions,
): AsyncGenerator<string> {
  yield activityExportHead(options);
  let before: ActivityFilter['before'];
  for (;;) {
    const rows = await listActivity(db, companyId, { ...filter, before }, ACTIVITY_EXPORT_BATCH);
    const batch = rows.slice(0, ACTIVITY_EXPORT_BATCH);
    if (batch.length > 0) yield batch.map((event) => activityExportLines(event, options)).join('');
    const last = batch.at(-1);
    if (rows.length <= ACTIVITY_EXPORT_BATCH || !last) return;
    before = { at: last.at, id: last._id };
  }
}

export const activityExportOperations = defineOperations({
  exportActivity: {
    async handle({ db, auth, query, reply, clock }) {
      const refusal = activityQueryRefusal(query);
      if (refusal !== null) throw badRequest(activityMessages[refusal]);
      const options: ActivityExportOptions = {
        format: query.format ?? 'csv',
        delimiter: query.delimiter ?? ',',
        rows: query.rows ?? 'event',
      };
      const filter = {
        actorId: query.actorId,
        action: query.action,
        from: query.from,
        to: query.to,
        q: query.q,
        targetType: query.targetType,
        targetId: query.targetId,
        area: query.area,
      };
      const company = await findCompany(db, auth.companyId);
      if (!company) throw notFound(companyMessages.notFound);
      // Per company across every server process, before anything is recorded: a refused export was never made.
      await takeRate({ db, clock }, throttlePolicies.activityExportPerCompany, company.id, () =>
        activityMessages.tooManyExports(ACTIVITY_EXPORT_RATE.max, ACTIVITY_EXPORT_RATE.windowMs / 60_000),
      );
      const at = clock.now();
      // Recorded, and committed, before the first byte: an export that is cut off was still asked for.
      await db.transaction().execute((trx) =>
        recordActivity(
          trx,
          { companyId: company.id, at },
          activity.activityExported({
            actor: actorOf(auth),
            company: { id: company.id, name: company.name },
            export: {
              format: options.format,
              ...(options.format === 'csv' ? { rows: options.rows, delimiter: options.delimiter } : {}),
              ...filter,
            },
          }),
        ),
      );
      return reply
        .header('content-disposition', `attachment; filename="${activityExportFileName(options.format, at)}"`)
        .header('cache-control', 'no-store')
        .type(ACTIVITY_EXPORT_MEDIA_TYPES[options.format])
        .send(Readable.from(exportText(db, company.id, filter, options), { objectMode: false }));
    },
  },

  previewActivityRetention: {
    async handle({ db, auth, query, clock }) {
      const cutoff = activityRetentionCutoff(clock.now(), query.days);
      const events = await countActivityUpTo(db, auth.companyId, cutoff);
      return { data: { days: query.days, cutoff: cutoff.toISOString(), events } };
    },
  },
});
