import { escapeHtml, fillMergeTags, MERGE_TAGS } from '@qone/api-client/templates';
import type { TemplateType, TrackingCode } from '../repositories/templates.js';

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

export const PUBLIC_PAGE_CSP = ['sandbox allow-scripts allow-forms allow-popups', "frame-ancestors 'self'"].join(
  '; ',
);

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
export function previewDocument(type: TemplateType, content: string): string {
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
export function publicPageDocument(html: string, title: string, codes: readonly TrackingCode[]): string {
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
