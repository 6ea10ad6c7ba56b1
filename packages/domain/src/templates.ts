/**
 * The rules of default content templates that the server, the MSW fake and the console all apply, written once:
 * the merge tags and how they are filled in, how an SMS text is counted (characters, encoding, segments), and how a
 * page slug is typed. (`@qone/domain/templates`)
 *
 * Pure data and small functions, only erasable TypeScript: the server loads this file at run time through Node's type
 * stripping.
 */
import { templateMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';

// ------------------------------------------------------------------------------------------------ merge tags

export interface MergeTagDefinition {
  /** Written `{{tag}}` in a template. */
  tag: string;
  label: string;
  /** What previews and preview mails fill in. */
  sample: string;
}

/** The one list of merge tags a template may use. */
export const MERGE_TAGS: readonly MergeTagDefinition[] = [
  { tag: 'firstName', label: 'First name', sample: 'Anna' },
  { tag: 'lastName', label: 'Last name', sample: 'Schmidt' },
  { tag: 'email', label: 'Email', sample: 'anna.schmidt@example.com' },
  { tag: 'companyName', label: 'Company name', sample: 'Acme Research' },
  { tag: 'panelName', label: 'Panel name', sample: 'Consumer Panel Germany' },
  { tag: 'surveyName', label: 'Survey name', sample: 'Customer satisfaction 2025' },
  { tag: 'surveyLink', label: 'Survey link', sample: 'https://example.com/survey/preview' },
  { tag: 'unsubscribeLink', label: 'Unsubscribe link', sample: 'https://example.com/unsubscribe/preview' },
];

/** `{{ tag }}`: a merge tag as written, spaces inside the braces allowed. */
const MERGE_TAG_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Every merge tag a text uses, once each, in order of first use. */
export function mergeTagsIn(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(MERGE_TAG_PATTERN)) {
    const tag = match[1];
    if (tag !== undefined) seen.add(tag);
  }
  return [...seen];
}

/** The merge tags a text uses that are not on the list (flagged before saving). */
export function unknownMergeTags(text: string, known: readonly { tag: string }[] = MERGE_TAGS): string[] {
  const names = new Set(known.map((definition) => definition.tag));
  return mergeTagsIn(text).filter((tag) => !names.has(tag));
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Fills each known merge tag with its sample value (passed through `encode`, e.g. {@link escapeHtml} for HTML);
 * unknown tags stay as written, so a preview shows what a recipient would get.
 */
export function fillMergeTags(
  text: string,
  tags: readonly MergeTagDefinition[] = MERGE_TAGS,
  encode: (value: string) => string = (value) => value,
): string {
  const samples = new Map(tags.map((definition) => [definition.tag, definition.sample]));
  return text.replace(MERGE_TAG_PATTERN, (written, tag: string) => {
    const sample = samples.get(tag);
    return sample === undefined ? written : encode(sample);
  });
}

// ------------------------------------------------------------------------------------------------ buttons

/**
 * What a live button lacks: the email template a click sends while Send Email is on, else the SMS template while
 * Send SMS is on; null when it names each. A draft may lack them (it is still being set up); publishing may not.
 */
export function buttonMissingTemplate(settings: {
  sendEmail: boolean;
  emailTemplateId: string | null;
  sendSms: boolean;
  smsTemplateId: string | null;
}): 'email' | 'sms' | null {
  if (settings.sendEmail && !settings.emailTemplateId) return 'email';
  if (settings.sendSms && !settings.smsTemplateId) return 'sms';
  return null;
}

/**
 * Why a template of `type` may not carry these fields — a slug only on pages, a subject only on emails, HTML only on
 * emails and pages, an SMS within its length — in the words the server and the fake answer with; null when it may.
 */
export function templateFieldsRefusal(
  type: components['schemas']['TemplateType'],
  body: {
    html: string;
    slug?: string | undefined;
    subject?: string | undefined;
    htmlOnly?: boolean | undefined;
  },
): string | null {
  if (body.slug !== undefined && type !== 'page') return templateMessages.onlyPagesHaveSlug;
  if (body.subject && type !== 'email') return templateMessages.onlyEmailsHaveSubject;
  if (body.htmlOnly && type !== 'email' && type !== 'page') return templateMessages.htmlOnlyNotForType;
  if (type === 'sms' && countSms(body.html).characters > SMS_MAX_LENGTH) {
    return templateMessages.smsTooLong(SMS_MAX_LENGTH);
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ SMS

/** An SMS template's text is at most this many characters (the editor counts n/160). */
export const SMS_MAX_LENGTH = 160;

/** Characters of the GSM 03.38 default alphabet (one 7-bit unit each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of its extension table (an escape plus the character: two units each). */
const GSM_EXTENDED = '\f^{}\\[~]|€';
const gsmBasic = new Set(GSM_BASIC);
const gsmExtended = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  /** Characters as a person counts them (Unicode code points): what the n/160 counter shows. */
  characters: number;
  /** GSM-7 when every character is in the GSM alphabet, else UCS-2 (70 characters per single message). */
  encoding: SmsEncoding;
  /** How many messages the text is sent as (0 for an empty text). */
  segments: number;
  /** Units used: 7-bit septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** Units one message holds in this encoding, given the number of segments (160/153 or 70/67). */
  perSegment: number;
  /** The distinct characters that force UCS-2, in order of first use. */
  ucs2Characters: string[];
}

/** Counts an SMS text: characters, encoding, segments and the characters that force UCS-2. */
export function countSms(text: string): SmsCount {
  const characters = [...text];
  const ucs2Characters: string[] = [];
  let septets = 0;
  for (const character of characters) {
    if (gsmBasic.has(character)) septets += 1;
    else if (gsmExtended.has(character)) septets += 2;
    else if (!ucs2Characters.includes(character)) ucs2Characters.push(character);
  }
  if (ucs2Characters.length === 0) {
    const segments = septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153);
    return {
      characters: characters.length,
      encoding: 'GSM-7',
      segments,
      units: septets,
      perSegment: segments > 1 ? 153 : 160,
      ucs2Characters,
    };
  }
  const units = text.length;
  const segments = units <= 70 ? 1 : Math.ceil(units / 67);
  return {
    characters: characters.length,
    encoding: 'UCS-2',
    segments,
    units,
    perSegment: segments > 1 ? 67 : 70,
    ucs2Characters,
  };
}

// ------------------------------------------------------------------------------------------------ page slugs

/** Characters a slug may not contain; typing one gets the product's message. */
export const SLUG_SPECIAL_CHARACTERS = '`!@#$%^&*()_+=[]{};\':"\\|,.<>/?~';

/** Whether a slug holds one of {@link SLUG_SPECIAL_CHARACTERS}. */
export function hasSlugSpecialCharacters(slug: string): boolean {
  return [...slug].some((character) => SLUG_SPECIAL_CHARACTERS.includes(character));
}

/**
 * A slug as it is typed: lowercase, spaces become hyphens and repeated hyphens collapse to one. Leading and
 * trailing hyphens stay while typing (the next word follows); {@link finishSlug} removes them before saving.
 */
export function typeSlug(input: string): string {
  return input.toLowerCase().replace(/\s+/g, '-').replace(/-{2,}/g, '-');
}

/** The slug to save: {@link typeSlug}, without leading or trailing hyphens. */
export function finishSlug(input: string): string {
  return typeSlug(input.trim()).replace(/^-+|-+$/g, '');
}

// ------------------------------------------------------------------------------------------------ showing content

/**
 * How stored template content is shown. Content is stored exactly as the admin wrote it; it is made safe where it is
 * shown, by the Content-Security-Policy of the answer that shows it — never by rewriting it:
 *
 * - previews (the editors' Desktop / Tablet / Mobile frames): a `sandbox` without `allow-scripts` (an opaque
 *   origin, no script, no form, no popup), nothing loaded but images, styles, fonts and media;
 * - the public page: scripts (the tracking codes) may run, but only in a sandboxed opaque origin, never with the
 *   console's cookies or storage.
 *
 * Both may be framed by the console only.
 */
export const PREVIEW_CSP = [
  'sandbox',
  "default-src 'none'",
  'img-src * data: blob:',
  "style-src * 'unsafe-inline'",
  'font-src * data:',
  'media-src * data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export const PUBLIC_PAGE_CSP = [
  'sandbox allow-scripts allow-forms allow-popups',
  "frame-ancestors 'self'",
].join('; ');

const hasDocument = (html: string) => /<html[\s>]/i.test(html) || /<!doctype/i.test(html);

/** A fragment becomes a document (UTF-8, device width); a whole document is left as written. */
export function asDocument(html: string, title = ''): string {
  if (hasDocument(html)) return html;
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title></head><body>${html}</body></html>`
  );
}

/** The content with its merge tags' sample values filled in, as a document to frame. */
export function previewDocument(type: 'email' | 'page' | 'sms' | 'button', content: string): string {
  if (type === 'sms') {
    const text = escapeHtml(fillMergeTags(content, MERGE_TAGS));
    return asDocument(
      `<pre style="font:16px/1.5 system-ui,sans-serif;white-space:pre-wrap;margin:16px">${text}</pre>`,
    );
  }
  return asDocument(fillMergeTags(content, MERGE_TAGS, escapeHtml));
}

/** Inserts `snippet` before the last `</tag>` (case-insensitive), or at the end when there is none. */
function beforeClosing(html: string, tag: 'head' | 'body', snippet: string): string {
  const index = html.toLowerCase().lastIndexOf(`</${tag}>`);
  return index === -1 ? `${html}${snippet}` : `${html.slice(0, index)}${snippet}${html.slice(index)}`;
}

/** A page as a document with its tracking codes at the end of `<head>` and of `<body>`. */
export function publicPageDocument(
  html: string,
  title: string,
  codes: readonly { code: string; location: 'head' | 'body' }[],
): string {
  const head = codes.filter((code) => code.location === 'head').map((code) => code.code);
  const body = codes.filter((code) => code.location === 'body').map((code) => code.code);
  let document = asDocument(html, title);
  if (head.length > 0) {
    document = /<\/head>/i.test(document)
      ? beforeClosing(document, 'head', head.join('\n'))
      : document.replace(/<body[\s>]/i, (open) => `<head>${head.join('\n')}</head>${open}`);
  }
  if (body.length > 0) document = beforeClosing(document, 'body', body.join('\n'));
  return document;
}

/** A plain-text version of an HTML mail, for clients that show no HTML. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
