import { activity } from '@qone/domain/activity';
import { timeZoneMessages } from '@qone/domain/messages';
import { isTimeZone, timeZoneEntries } from '@qone/domain/time-zones';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { Executor } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import {
  type CompanyTimeZone,
  listCompanyTimeZones,
  lockCompanyTimeZones,
  replaceCompanyTimeZones,
} from '../../repositories/company-time-zones.js';
import { defineOperations } from '../define.js';

/** Every zone the runtime knows, with its offset now and the company's settings. */
function timeZoneList(zones: readonly CompanyTimeZone[], at: Date) {
  const enabled = new Map(zones.map((zone) => [zone.zone, zone.is_default]));
  return timeZoneEntries(at).map((entry) => ({
    ...entry,
    enabled: enabled.has(entry.id),
    default: enabled.get(entry.id) === true,
  }));
}

const summaryOf = (zones: readonly CompanyTimeZone[]) => ({
  enabled: zones.map((zone) => zone.zone),
  default: zones.find((zone) => zone.is_default)?.zone ?? null,
});

async function ownZones(db: Executor, companyId: string) {
  return listCompanyTimeZones(db, companyId);
}

export const timeZoneOperations = defineOperations({
  listTimeZones: {
    async handle({ db, auth, clock }) {
      return { data: timeZoneList(await ownZones(db, auth.companyId), clock.now()) };
    },
  },

  updateTimeZones: {
    async handle({ db, auth, body, clock }) {
      for (const row of body.timeZones) {
        if (!isTimeZone(row.id)) throw badRequest(timeZoneMessages.unknown(row.id));
      }
      await db.transaction().execute(async (trx) => {
        await lockCompanyTimeZones(trx, auth.companyId);
        const current = await ownZones(trx, auth.companyId);
        const next = new Map(current.map((zone) => [zone.zone, { enabled: true, default: zone.is_default }]));
        for (const row of body.timeZones) next.set(row.id, { enabled: row.enabled, default: row.default });
        const defaults = [...next.entries()].filter(([, zone]) => zone.default);
        if (defaults.length !== 1 || !defaults[0]?.[1].enabled) throw badRequest(timeZoneMessages.oneDefault);
        const saved: CompanyTimeZone[] = [...next.entries()]
          .filter(([, zone]) => zone.enabled)
          .map(([zone, settings]) => ({ zone, is_default: settings.default }));
        await replaceCompanyTimeZones(trx, auth.companyId, saved);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.timeZones({
            actor: actorOf(auth),
            action: 'time-zone.updated',
            companyId: auth.companyId,
            before: summaryOf(current),
            after: summaryOf(saved),
          }),
        );
      });
      return {
        message: timeZoneMessages.saved,
        data: timeZoneList(await ownZones(db, auth.companyId), clock.now()),
      };
    },
  },
});
