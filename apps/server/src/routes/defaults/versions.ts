import { templateMessages } from '@qone/domain/messages';
import { actorOf } from '../../activity/record.js';
import { notFound } from '../../errors.js';
import { findVersion, listVersions } from '../../repositories/template-versions.js';
import { type TemplateRow, updateTemplate } from '../../repositories/templates.js';
import { defineOperations } from '../define.js';
import {
  type ChangeContext,
  keepVersion,
  ownTemplate,
  recordTemplateChange,
  templateFields,
} from './shared.js';
import { templateOf } from './templates.js';

const versionNotFound = () => notFound(templateMessages.versionNotFound);

export const versionOperations = defineOperations({
  listTemplateVersions: {
    async handle({ db, auth, params }) {
      const template = await ownTemplate(db, auth.companyId, params.id);
      return { data: await listVersions(db, auth.companyId, template.id) };
    },
  },

  getTemplateVersion: {
    async handle({ db, auth, params }) {
      const template = await ownTemplate(db, auth.companyId, params.id);
      const version = await findVersion(db, auth.companyId, template.id, params.versionId);
      if (!version) throw versionNotFound();
      return { data: version };
    },
  },

  /** The version's content comes back as a new version; status, slug and settings stay as they are. */
  restoreTemplateVersion: {
    async handle({ db, auth, params, clock, config }) {
      const now = clock.now();
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: now };
      const { restored, number } = await db.transaction().execute(async (trx) => {
        const before = await ownTemplate(trx, auth.companyId, params.id, { forUpdate: true });
        const version = await findVersion(trx, auth.companyId, before.id, params.versionId);
        if (!version) throw versionNotFound();
        const after: TemplateRow = {
          ...before,
          name: version.name,
          description: version.description,
          subject: version.subject,
          html: version.html,
          html_only: version.htmlOnly,
          version: before.version + 1,
          updated_at: now,
        };
        await updateTemplate(trx, auth.companyId, before.id, {
          name: after.name,
          description: after.description,
          subject: after.subject,
          html: after.html,
          html_only: after.html_only,
          version: after.version,
          updated_at: now,
        });
        await keepVersion(trx, { clock, config }, change, after, version.number);
        await recordTemplateChange(
          trx,
          change,
          'template.restored',
          templateFields(before),
          { ...templateFields(after), restoredFrom: version.number },
          { id: before.id, label: after.name },
        );
        return { restored: after, number: version.number };
      });
      return { message: templateMessages.restored(number), data: await templateOf(db, restored) };
    },
  },
});
