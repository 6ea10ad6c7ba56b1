import { latestChangePerArea } from '../../repositories/activity.js';
import { defineOperations } from '../define.js';

export const latestChangeOperations = defineOperations({
  /** The overview cards' 'Last Update': each area's newest event (areas never changed are left out). */
  listLatestChanges: {
    async handle({ db, auth }) {
      const latest = await latestChangePerArea(db, auth.companyId);
      return { data: [...latest].map(([area, at]) => ({ area, at })) };
    },
  },
});
