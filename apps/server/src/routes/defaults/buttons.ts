import { templateMessages } from '@qone/domain/messages';
import { actorOf } from '../../activity/record.js';
import {
  defaultButtonSettings,
  findButtonSettings,
  saveButtonSettings,
} from '../../repositories/button-settings.js';
import { defineOperations } from '../define.js';
import {
  assertLinkedTemplates,
  assertPublishableButton,
  type ChangeContext,
  ofType,
  ownTemplate,
  recordTemplateChange,
} from './shared.js';

export const buttonOperations = defineOperations({
  getButtonSettings: {
    async handle({ db, auth, params }) {
      const button = ofType(
        await ownTemplate(db, auth.companyId, params.id),
        'button',
        templateMessages.onlyButtonSettings,
      );
      return {
        data: (await findButtonSettings(db, auth.companyId, button.id)) ?? defaultButtonSettings(button.name),
      };
    },
  },

  updateButtonSettings: {
    async handle({ db, auth, params, body, clock }) {
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: clock.now() };
      await db.transaction().execute(async (trx) => {
        const button = ofType(
          await ownTemplate(trx, auth.companyId, params.id, { forUpdate: true }),
          'button',
          templateMessages.onlyButtonSettings,
        );
        // Settings of a live button stay publishable (a draft's may lack their templates for now).
        assertPublishableButton(button.status, body);
        await assertLinkedTemplates(trx, auth.companyId, body);
        const before = (await findButtonSettings(trx, auth.companyId, button.id)) ?? null;
        await saveButtonSettings(trx, auth.companyId, button.id, body);
        await recordTemplateChange(
          trx,
          change,
          'button-settings.updated',
          before,
          { ...body },
          {
            id: button.id,
            label: button.name,
          },
        );
      });
      return { message: templateMessages.buttonSettingsSaved, data: { ...body } };
    },
  },
});
