import type { components } from '@qone/domain/schema';
import type { Executor } from '../db/index.js';

export type ButtonTemplateSettings = components['schemas']['ButtonTemplateSettings'];

/** A new button's settings: labelled with its name; a click sends the email template, not the SMS. */
export const defaultButtonSettings = (text: string): ButtonTemplateSettings => ({
  text,
  linkedModule: null,
  linkedOption: null,
  updateStatusTo: null,
  routing: null,
  onClickAction: null,
  openInWindow: null,
  sendEmail: true,
  sendSms: false,
  emailTemplateId: null,
  smsTemplateId: null,
});

export async function findButtonSettings(
  db: Executor,
  companyId: string,
  templateId: string,
): Promise<ButtonTemplateSettings | undefined> {
  const row = await db
    .selectFrom('button_settings')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return (
    row && {
      text: row.text,
      linkedModule: row.linked_module,
      linkedOption: row.linked_option,
      updateStatusTo: row.update_status_to,
      routing: row.routing,
      onClickAction: row.on_click_action,
      openInWindow: row.open_in_window,
      sendEmail: row.send_email,
      sendSms: row.send_sms,
      emailTemplateId: row.email_template_id,
      smsTemplateId: row.sms_template_id,
    }
  );
}

/** Replaces a button's settings (all of them: they are sent and received whole). */
export async function saveButtonSettings(
  db: Executor,
  companyId: string,
  templateId: string,
  settings: ButtonTemplateSettings,
): Promise<void> {
  const values = {
    text: settings.text,
    linked_module: settings.linkedModule,
    linked_option: settings.linkedOption,
    update_status_to: settings.updateStatusTo,
    routing: settings.routing,
    on_click_action: settings.onClickAction,
    open_in_window: settings.openInWindow,
    send_email: settings.sendEmail,
    send_sms: settings.sendSms,
    email_template_id: settings.emailTemplateId,
    sms_template_id: settings.smsTemplateId,
  };
  await db
    .insertInto('button_settings')
    .values({ template_id: templateId, company_id: companyId, ...values })
    .onConflict((oc) => oc.column('template_id').doUpdateSet(values))
    .execute();
}
