import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/index.js';
import { defaultButtonSettings, saveButtonSettings } from '../repositories/button-settings.js';
import { insertVersion } from '../repositories/template-versions.js';
import { insertTemplate, type TemplateRow } from '../repositories/templates.js';
import { insertTrackingCode } from '../repositories/tracking-codes.js';

type Sample = Pick<TemplateRow, 'type' | 'name' | 'description' | 'status' | 'slug' | 'subject' | 'html'>;

const samples: Sample[] = [
  {
    type: 'email',
    name: 'Welcome email',
    description: 'Sent to new panel members after they join.',
    status: 'live',
    slug: null,
    subject: 'Welcome to {{panelName}}, {{firstName}}',
    html:
      '<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td style="padding:24px;font-family:Arial,sans-serif">' +
      '<h1 style="margin:0 0 16px">Welcome, {{firstName}}!</h1>' +
      '<p>Thank you for joining {{panelName}}. Your first survey is waiting for you.</p>' +
      '<p><a href="{{surveyLink}}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">Start the survey</a></p>' +
      '<p style="font-size:12px;color:#666666">Not interested any more? <a href="{{unsubscribeLink}}">Unsubscribe</a></p>' +
      '</td></tr></table>',
  },
  {
    type: 'email',
    name: 'Survey reminder',
    description: 'Reminds members of a survey they have not finished.',
    status: 'draft',
    slug: null,
    subject: 'A reminder: {{surveyName}}',
    html: '<p>Hello {{firstName}},</p><p>You have not finished <strong>{{surveyName}}</strong> yet.</p><p><a href="{{surveyLink}}">Continue</a></p>',
  },
  {
    type: 'page',
    name: 'Welcome page',
    description: 'Landing page for new panel members.',
    status: 'live',
    slug: 'welcome',
    subject: '',
    html: '<main style="font-family:Arial,sans-serif;max-width:640px;margin:40px auto;padding:0 16px"><h1>Welcome to our panel</h1><p>Thank you for joining. We will invite you to surveys that fit your profile.</p></main>',
  },
  {
    type: 'sms',
    name: 'Appointment reminder',
    description: 'Sent the day before an appointment.',
    status: 'live',
    slug: null,
    subject: '',
    html: 'Hi {{firstName}}, a reminder of your appointment tomorrow. Reply STOP to opt out.',
  },
  {
    type: 'button',
    name: 'Join now',
    description: 'Call-to-action button of the sign-up page.',
    status: 'live',
    slug: null,
    subject: '',
    html: '',
  },
];

/** The demo company's first templates: one of each type, with their first version. */
export async function insertSampleTemplates(trx: Executor, companyId: string, now: Date): Promise<void> {
  let liveEmailId: string | undefined;
  for (const [index, sample] of samples.entries()) {
    const at = new Date(now.getTime() - (samples.length - index) * 60_000);
    const row: TemplateRow = {
      ...sample,
      id: randomUUID(),
      company_id: companyId,
      html_only: false,
      linked_module: null,
      notification_increment: null,
      notification_unit: 'hours',
      version: 1,
      created_at: at,
      updated_at: at,
    };
    await insertTemplate(trx, row);
    await insertVersion(trx, {
      id: randomUUID(),
      template_id: row.id,
      company_id: companyId,
      number: 1,
      status: row.status,
      name: row.name,
      description: row.description,
      subject: row.subject,
      html: row.html,
      html_only: false,
      author_id: null,
      author_name: 'Q One',
      restored_from: null,
      created_at: at,
    });
    // The live sample button sends the live sample email (a live button names the template it sends).
    if (row.type === 'email' && row.status === 'live') liveEmailId ??= row.id;
    if (row.type === 'button')
      await saveButtonSettings(trx, companyId, row.id, {
        ...defaultButtonSettings(row.name),
        emailTemplateId: liveEmailId ?? null,
      });
    if (row.type === 'page') {
      await insertTrackingCode(trx, {
        _id: randomUUID(),
        name: 'Visit counter',
        code: '<script>/* paste your analytics snippet here */</script>',
        location: 'head',
        companyId,
        templateId: row.id,
        createdAt: at,
      });
    }
  }
}
