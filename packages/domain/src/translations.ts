/**
 * The translatable segments of a template and the rules of their translations — one module for the server, the
 * MSW fake and the console's translation editor:
 *
 * - **Segments**: an email's subject, an SMS's text, a button's text, and the text of the HTML (of emails and
 *   pages): each run of text between block-level tags is one segment, its inline markup (`<b>`, `<a href…>`, `<br>`)
 *   kept inside it as placeholders, so a translator sees whole sentences. Script, style and comments are not text.
 * - **Keys** are the segment's context and a hash of its source (`html.3f9a0c1e7b2d4a5f`): a translation stays
 *   with the text it translates, the same text is translated once, and a changed source is a new, untranslated
 *   segment.
 * - **Placeholders** — merge tags (`{{firstName}}`) everywhere and markup in HTML — are locked: a translation must
 *   hold exactly the source's placeholders (in any order), and no markup of its own.
 *
 * No relative imports and only erasable TypeScript: the server loads this file at run time through Node's type
 * stripping (`@qone/domain/translations`).
 */

export type SegmentContext = 'subject' | 'html' | 'sms' | 'button';

export interface Segment {
  key: string;
  context: SegmentContext;
  /** The text as written in the template (HTML segments keep their inline markup and entities). */
  source: string;
}

/** What a template offers for translation. */
export interface TranslatableTemplate {
  type: 'email' | 'page' | 'sms' | 'button';
  subject: string;
  html: string;
  /** A button's text (its settings' text); unused for other types. */
  buttonText?: string;
}

/** One piece of a segment: text to translate, or a locked placeholder. */
export type SegmentPart = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string };

/** Tags that stay inside a segment (as placeholders) rather than ending it. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'br',
  'cite',
  'code',
  'em',
  'font',
  'i',
  'img',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'wbr',
]);

/** Elements whose content is not text to translate. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'svg']);

const MERGE_TAG = /\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\}/g;
/** A tag, comment or doctype: `<` followed by a letter, `/`, `!` or `?`, up to the next `>` outside quotes. */
const MARKUP = /<(?:!--[\s\S]*?-->|[!?/]?[A-Za-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>)/g;

/** FNV-1a over the text with two seeds: 16 hex digits, enough to tell a template's texts apart. */
function hashOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 0x2f) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** Whether a piece of text has anything a translator would translate (not only spaces, entities, digits or marks). */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/&[#A-Za-z0-9]+;/g, ' '));
}

function placeholderPattern(context: SegmentContext): RegExp {
  return context === 'html'
    ? new RegExp(`${MARKUP.source}|${MERGE_TAG.source}`, 'g')
    : new RegExp(MERGE_TAG, 'g');
}

/** A segment's text split into text and placeholders (merge tags; markup too in HTML). */
export function segmentParts(text: string, context: SegmentContext): SegmentPart[] {
  const parts: SegmentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholderPattern(context))) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'placeholder', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The placeholders of a segment's text, in order. */
export function placeholdersOf(text: string, context: SegmentContext): string[] {
  return segmentParts(text, context)
    .filter((part) => part.kind === 'placeholder')
    .map((part) => part.text);
}

/** A run of HTML text: where it is in the document and what it says. */
interface HtmlRun {
  start: number;
  end: number;
  text: string;
}

/** The text runs of an HTML document (see the module's description), with their places in it. */
function htmlRuns(html: string): HtmlRun[] {
  const runs: HtmlRun[] = [];
  let runStart = -1;
  let runEnd = -1;
  const close = () => {
    if (runStart >= 0) {
      // Leading and trailing white space (and markup around no text) stay outside the segment.
      const raw = html.slice(runStart, runEnd);
      const lead = raw.length - raw.trimStart().length;
      const text = raw.trim();
      if (text !== '' && hasWords(text.replace(placeholderPattern('html'), ' '))) {
        runs.push({ start: runStart + lead, end: runStart + lead + text.length, text });
      }
    }
    runStart = -1;
  };
  const extend = (start: number, end: number) => {
    if (runStart < 0) runStart = start;
    runEnd = end;
  };
  let index = 0;
  const markup = new RegExp(MARKUP);
  while (index < html.length) {
    markup.lastIndex = index;
    const match = markup.exec(html);
    if (!match) {
      extend(index, html.length);
      break;
    }
    if (match.index > index) extend(index, match.index);
    const tag = match[0];
    const name = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(tag)?.[1]?.toLowerCase();
    const after = match.index + tag.length;
    if (name && !tag.startsWith('</') && RAW_TEXT_TAGS.has(name)) {
      close();
      const end = html.toLowerCase().indexOf(`</${name}`, after);
      index = end < 0 ? html.length : end;
      continue;
    }
    if (name && INLINE_TAGS.has(name)) extend(match.index, after);
    else close();
    index = after;
  }
  close();
  return runs;
}

function segmentOf(context: SegmentContext, source: string): Segment {
  return { key: `${context}.${hashOf(source)}`, context, source };
}

/** Every translatable segment of a template, in document order, each key once. */
export function extractSegments(template: TranslatableTemplate): Segment[] {
  const segments: Segment[] = [];
  const plain = (context: SegmentContext, text: string) => {
    if (hasWords(text.replace(MERGE_TAG, ' '))) segments.push(segmentOf(context, text.trim()));
  };
  switch (template.type) {
    case 'email':
      plain('subject', template.subject);
      for (const run of htmlRuns(template.html)) segments.push(segmentOf('html', run.text));
      break;
    case 'page':
      for (const run of htmlRuns(template.html)) segments.push(segmentOf('html', run.text));
      break;
    case 'sms':
      plain('sms', template.html);
      break;
    case 'button':
      plain('button', template.buttonText ?? '');
      break;
  }
  const seen = new Set<string>();
  return segments.filter((segment) => !seen.has(segment.key) && seen.add(segment.key));
}

/**
 * The first key a translations save names more than once (its entries would contradict each other), or undefined.
 * The server and the fake refuse such a save with 400 naming the key (`translationMessages.duplicateKey`).
 */
export function repeatedKey(entries: readonly { key: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { key } of entries) {
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return undefined;
}

/** How a translation's placeholders differ from its source's: what it lacks and what it has in excess. */
export interface PlaceholderMismatch {
  missing: string[];
  unexpected: string[];
}

/**
 * Whether `target` holds exactly the placeholders of `source` (each as often, in any order); null when it does.
 * In HTML a `<` or `>` outside a placeholder counts as unexpected markup.
 */
export function placeholderMismatch(
  source: string,
  target: string,
  context: SegmentContext,
): PlaceholderMismatch | null {
  const count = (items: string[]) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
    return counts;
  };
  const wanted = count(placeholdersOf(source, context));
  const found = placeholdersOf(target, context);
  if (context === 'html') {
    for (const part of segmentParts(target, context)) {
      if (part.kind === 'text') for (const sign of part.text.match(/[<>]/g) ?? []) found.push(sign);
    }
  }
  const have = count(found);
  const missing: string[] = [];
  const unexpected: string[] = [];
  for (const [item, n] of wanted) for (let i = have.get(item) ?? 0; i < n; i += 1) missing.push(item);
  for (const [item, n] of have) for (let i = wanted.get(item) ?? 0; i < n; i += 1) unexpected.push(item);
  return missing.length === 0 && unexpected.length === 0 ? null : { missing, unexpected };
}

/** A segment's markup as a translator sees it (`markupTokens`), and back. */
export interface MarkupTokens {
  /** The token a placeholder is shown as (merge tags and unknown markup as written). */
  token: (placeholder: string) => string;
  /** Stored text as the translator sees it: each of the source's tags as its token. */
  show: (text: string) => string;
  /** What the translator wrote, stored: each token back to the source's tag. */
  store: (text: string) => string;
}

/**
 * The markup of an HTML segment shown as short locked tokens rather than raw HTML: each distinct tag of `source` by
 * its name only — `<b>`, `</a>`, `<span>` for `<span style="color:#333">` — numbered when two differ only in their
 * attributes (`<span 2>`), a comment as `<!---->`. Translators read words, not inline styles; what is stored keeps
 * the source's exact markup (`store(show(text)) === text` wherever the text's markup is the source's). Other
 * contexts have no markup: their text stays as written.
 */
export function markupTokens(source: string, context: SegmentContext): MarkupTokens {
  const toToken = new Map<string, string>();
  const toMarkup = new Map<string, string>();
  if (context === 'html') {
    for (const placeholder of placeholdersOf(source, context)) {
      if (toToken.has(placeholder) || !placeholder.startsWith('<')) continue;
      const tag = placeholder.match(/^<(\/?)([A-Za-z][\w:-]*)/);
      const base = tag ? `${tag[1]}${(tag[2] ?? '').toLowerCase()}` : '!--';
      let token = base === '!--' ? '<!---->' : `<${base}>`;
      // A token names one tag only, and is never another of the source's tags as written.
      for (let n = 2; toMarkup.has(token) || (token !== placeholder && toToken.has(token)); n += 1) {
        token = `<${base} ${n}>`;
      }
      toToken.set(placeholder, token);
      toMarkup.set(token, placeholder);
    }
  }
  const swap = (text: string, map: Map<string, string>) =>
    context === 'html'
      ? segmentParts(text, context)
          .map((part) => (part.kind === 'placeholder' ? (map.get(part.text) ?? part.text) : part.text))
          .join('')
      : text;
  return {
    token: (placeholder) => toToken.get(placeholder) ?? placeholder,
    show: (text) => swap(text, toToken),
    store: (text) => swap(text, toMarkup),
  };
}

/** A segment's stored translation, as progress counts it. */
export interface StoredTarget {
  target: string;
  needsReview: boolean;
}

/** How far a template's translation into one language is: translated of all segments, and how many need review. */
export function translationProgress(
  segments: readonly Segment[],
  targets: ReadonlyMap<string, StoredTarget>,
): { translated: number; total: number; needsReview: number } {
  let translated = 0;
  let needsReview = 0;
  for (const segment of segments) {
    const stored = targets.get(segment.key);
    if (!stored || stored.target === '') continue;
    translated += 1;
    if (stored.needsReview) needsReview += 1;
  }
  return { translated, total: segments.length, needsReview };
}

/**
 * The HTML with each text run whose segment is translated replaced by its translation (markup around the runs is
 * untouched; a run without a translation keeps its source text).
 */
export function localizeHtml(html: string, targets: ReadonlyMap<string, StoredTarget>): string {
  let out = '';
  let last = 0;
  for (const run of htmlRuns(html)) {
    const target = targets.get(segmentOf('html', run.text).key)?.target;
    if (!target) continue;
    out += html.slice(last, run.start) + target;
    last = run.end;
  }
  return out + html.slice(last);
}

// ------------------------------------------------------------ auto-translate
// A translation provider gets a segment as HTML in which every placeholder (merge tag, markup) is an empty element
// providers are told to leave alone (`translate="no"`, DeepL's and Google's `notranslate`), numbered; the answer's
// elements are put back as the placeholders they stand for. What the provider made of them is then checked like any
// translation: a segment whose placeholders did not all come back is kept but marked as to be checked.

/** A segment made ready for a provider: HTML with numbered stand-ins, and the placeholders they stand for. */
export interface ProtectedSegment {
  html: string;
  placeholders: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A stand-in of placeholder `n`: an empty element no provider translates or drops on purpose. */
const standIn = (n: number) => `<span translate="no" class="notranslate" data-p="${n}"></span>`;
const STAND_IN = /<span\b[^>]*?\bdata-p=["']?(\d+)["']?[^>]*?(?:\/>|>[\s\S]*?<\/span\s*>)/gi;

/** A segment's text as HTML for a provider: text escaped where the segment is not HTML, placeholders as stand-ins. */
export function protectSegment(text: string, context: SegmentContext): ProtectedSegment {
  const placeholders: string[] = [];
  const html = segmentParts(text, context)
    .map((part) => {
      if (part.kind === 'text') return context === 'html' ? part.text : escapeHtml(part.text);
      placeholders.push(part.text);
      return standIn(placeholders.length - 1);
    })
    .join('');
  return { html, placeholders };
}

/**
 * A provider's answer for a protected segment as a translation of `source`: stand-ins back to their placeholders,
 * and `needsReview` when the placeholders differ from the source's (lost, doubled, or markup the provider added).
 * Markup the source does not have is kept as visible text, never as markup; outside HTML, entities become text.
 */
export function restoreSegment(
  source: string,
  context: SegmentContext,
  answer: string,
  placeholders: readonly string[],
): { target: string; needsReview: boolean } {
  const restored = answer.replace(STAND_IN, (_match, n: string) => placeholders[Number(n)] ?? '').trim();
  if (context !== 'html') {
    const target = unescapeHtml(restored);
    return { target, needsReview: placeholderMismatch(source, target, context) !== null };
  }
  const needsReview = placeholderMismatch(source, restored, context) !== null;
  const allowed = new Map<string, number>();
  for (const placeholder of placeholdersOf(source, context))
    allowed.set(placeholder, (allowed.get(placeholder) ?? 0) + 1);
  const target = segmentParts(restored, context)
    .map((part) => {
      const left = allowed.get(part.text) ?? 0;
      if (part.kind === 'placeholder' && left > 0) {
        allowed.set(part.text, left - 1);
        return part.text;
      }
      return part.text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    })
    .join('');
  return { target, needsReview };
}

/** The fake's provider (MSW and the parity suite's loopback provider): the text, prefixed with the target's code. */
export const fakeProviderTranslation = (html: string, target: string): string => `[${target}] ${html}`;

// ------------------------------------------------------------ missing translations (the templates list's badge)

/** The languages (of `languages`, by code) in which some segment has no translation; none for a template without text. */
export function missingLanguages(
  segments: readonly Segment[],
  languages: readonly string[],
  targetsIn: (language: string) => ReadonlyMap<string, StoredTarget>,
): string[] {
  return [...languages].sort().filter((language) => {
    const { translated, total } = translationProgress(segments, targetsIn(language));
    return translated < total;
  });
}
