import { randomUUID } from 'node:crypto';
import { type ActionOf, activity } from '@qone/domain/activity';
import { templateMessages } from '@qone/domain/messages';
import { templateVersionBytes } from '@qone/domain/storage';
import { buttonMissingTemplate } from '@qone/domain/templates';
import { type Actor, recordActivity } from '../../activity/record.js';
import type { Executor } from '../../db/index.js';
import { badRequest, notFound } from '../../errors.js';
import type { ButtonTemplateSettings } from '../../repositories/button-settings.js';
import { insertVersion } from '../../repositories/template-versions.js';
import {
  findTemplate,
  isTemplateOfType,
  type TemplateRow,
  type TemplateType,
} from '../../repositories/templates.js';
import type { AppServices } from '../../services.js';
import { assertStorageRoom } from '../../storage/quota.js';

const templateNotFound = () => notFound(templateMessages.notFound);

/** The company's template, or 404 (another company's id is as unknown as a missing one). */
export async function ownTemplate(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TemplateRow> {
  const row = await findTemplate(db, companyId, id, options);
  if (!row) throw templateNotFound();
  return row;
}

/** The template when it is of `type`, else 400 with `message`. */
export function ofType(row: TemplateRow, type: TemplateType, message: string): TemplateRow {
  if (row.type !== type) throw badRequest(message);
  return row;
}

/** A button's linked templates: none, or an email (SMS) template of the company, else 404. */
export async function assertLinkedTemplates(
  db: Executor,
  companyId: string,
  settings: Pick<ButtonTemplateSettings, 'emailTemplateId' | 'smsTemplateId'>,
): Promise<void> {
  if (
    settings.emailTemplateId &&
    !(await isTemplateOfType(db, companyId, settings.emailTemplateId, 'email'))
  ) {
    throw notFound(templateMessages.emailTemplateNotFound);
  }
  if (settings.smsTemplateId && !(await isTemplateOfType(db, companyId, settings.smsTemplateId, 'sms'))) {
    throw notFound(templateMessages.smsTemplateNotFound);
  }
}

/** A live button names the email (SMS) template it sends while Send Email (Send SMS) is on, else 400. */
export function assertPublishableButton(
  status: 'draft' | 'live',
  settings: Parameters<typeof buttonMissingTemplate>[0],
): void {
  if (status !== 'live') return;
  const missing = buttonMissingTemplate(settings);
  if (missing) throw badRequest(templateMessages.buttonTemplateRequired(missing));
}

/** What the activity record keeps of a template (HTML is shortened there). */
export const templateFields = (row: TemplateRow) => ({
  name: row.name,
  description: row.description,
  status: row.status,
  slug: row.slug,
  subject: row.subject,
  html: row.html,
  htmlOnly: row.html_only,
  linkedModule: row.linked_module,
  notificationIncrement: row.notification_increment,
  notificationUnit: row.notification_unit,
});

export interface ChangeContext {
  companyId: string;
  actor: Actor;
  at: Date;
}

/** A template change in the activity record (`activity.templates`: area `templates`), labelled with its name. */
export function recordTemplateChange(
  trx: Executor,
  change: ChangeContext,
  action: ActionOf<'templates'>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  target: { id: string; label: string },
): Promise<void> {
  return recordActivity(
    trx,
    change,
    activity.templates({ actor: change.actor, action, target, before, after }),
  );
}

/**
 * Keeps the template as it now is as its version `row.version`, counted against the company's storage quota (413
 * when it no longer fits; every version is kept, so every save adds).
 */
export async function keepVersion(
  trx: Executor,
  services: Pick<AppServices, 'clock' | 'config'>,
  change: ChangeContext,
  row: TemplateRow,
  restoredFrom: number | null = null,
): Promise<void> {
  await insertVersion(trx, {
    id: randomUUID(),
    template_id: row.id,
    company_id: row.company_id,
    number: row.version,
    status: row.status,
    name: row.name,
    description: row.description,
    subject: row.subject,
    html: row.html,
    html_only: row.html_only,
    author_id: change.actor.id,
    author_name: change.actor.name,
    restored_from: restoredFrom,
    created_at: change.at,
  });
  await assertStorageRoom(trx, services, row.company_id, templateVersionBytes(row));
}
