/**
 * Whether the visual designer can hold a template's HTML without changing it: both versions are parsed (inert: a
 * parsed document runs no script and loads nothing) and compared as normalised DOMs — insignificant differences
 * (attribute order, spacing between elements, `style` declaration formatting, `<tbody>` the parser adds) are
 * ignored, everything else is listed in words an admin can act on.
 */

export type HtmlChange =
  | { kind: 'removed-element'; tag: string }
  | { kind: 'added-element'; tag: string }
  | { kind: 'removed-attribute'; tag: string; attribute: string }
  | { kind: 'added-attribute'; tag: string; attribute: string }
  | { kind: 'changed-attribute'; tag: string; attribute: string }
  | { kind: 'changed-text'; tag: string }
  | { kind: 'changed-styles' }
  | { kind: 'removed-head'; tag: string };

/** An opening tag (attribute values holding `>` are rare enough to ignore here). */
const OPEN_TAG = /<[a-zA-Z][^>]*>/g;
const HANDLER_NAME = /(\s)on([a-z]+)(\s*=)/gi;
const HANDLER = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
/** Marks an event-handler attribute renamed for comparison. */
const RENAMED = 'data-qone-on';

/**
 * Event-handler attributes (`onerror=…`) renamed before parsing. Parsing never runs them, but the browser still
 * checks them against the console's Content-Security-Policy and reports a violation; renamed, they are plain
 * attributes that compare (and are reported) under their own names.
 */
const renameHandlers = (html: string) =>
  html.replace(OPEN_TAG, (tag) => tag.replace(HANDLER_NAME, `$1${RENAMED}$2$3`));

/** The HTML without event-handler attributes, for the designer (which drops them anyway). */
export const withoutHandlers = (html: string) => html.replace(OPEN_TAG, (tag) => tag.replace(HANDLER, ''));

const parse = (html: string) => new DOMParser().parseFromString(renameHandlers(html), 'text/html');
const attributeName = (name: string) => (name.startsWith(RENAMED) ? `on${name.slice(RENAMED.length)}` : name);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `a:1; B : 2;` → `a:1;b:2` (property names lower-cased, spacing and the last `;` ignored). */
function normaliseStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const index = declaration.indexOf(':');
      if (index === -1) return collapse(declaration);
      return `${collapse(declaration.slice(0, index)).toLowerCase()}:${collapse(declaration.slice(index + 1))}`;
    })
    .filter(Boolean)
    .join(';');
}

function normaliseAttribute(name: string, value: string): string {
  if (name === 'style') return normaliseStyle(value);
  if (name === 'class') return value.split(/\s+/).filter(Boolean).sort().join(' ');
  return value;
}

/** CSS text without comments and insignificant spacing. */
function normaliseCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** A node as compared: elements by tag, text by its collapsed content, comments kept; blank text dropped. */
interface Node {
  tag: string;
  attributes: Map<string, string>;
  text: string;
  children: Node[];
}

function toNode(node: ChildNode): Node | null {
  if (node.nodeType === 3) {
    const text = collapse(node.textContent ?? '');
    return text ? { tag: '#text', attributes: new Map(), text, children: [] } : null;
  }
  if (node.nodeType === 8) {
    return { tag: '#comment', attributes: new Map(), text: collapse(node.textContent ?? ''), children: [] };
  }
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'style') return null;
  const children = childrenOf(element);
  // The parser adds <tbody> to a table written without one; the designer writes it out. Neither is a change.
  if (tag === 'tbody' && element.attributes.length === 0) {
    return { tag: '#tbody', attributes: new Map(), text: '', children };
  }
  const attributes = new Map<string, string>();
  for (const attribute of Array.from(element.attributes)) {
    const name = attributeName(attribute.name);
    attributes.set(name, normaliseAttribute(name, attribute.value));
  }
  return { tag, attributes, text: '', children };
}

function childrenOf(element: Element | DocumentFragment): Node[] {
  const nodes: Node[] = [];
  for (const child of Array.from(element.childNodes)) {
    const node = toNode(child);
    if (!node) continue;
    // An implicit <tbody>'s rows belong to the table itself.
    if (node.tag === '#tbody') nodes.push(...node.children);
    else nodes.push(node);
  }
  return nodes;
}

const label = (tag: string) => (tag === '#text' ? 'text' : tag === '#comment' ? 'comment' : `<${tag}>`);

/** Pairs up two child lists by their longest common sequence of tags (so a removed element shifts nothing). */
function align(before: Node[], after: Node[]): Array<[Node | undefined, Node | undefined]> {
  const rows = before.length;
  const cols = after.length;
  const table: number[][] = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      const row = table[i] as number[];
      row[j] =
        before[i]?.tag === after[j]?.tag
          ? (table[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: Array<[Node | undefined, Node | undefined]> = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && before[i]?.tag === after[j]?.tag) {
      pairs.push([before[i], after[j]]);
      i += 1;
      j += 1;
    } else if (j >= cols || (i < rows && (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))) {
      pairs.push([before[i], undefined]);
      i += 1;
    } else {
      pairs.push([undefined, after[j]]);
      j += 1;
    }
  }
  return pairs;
}

function compareNodes(before: Node, after: Node, parentTag: string, changes: HtmlChange[]): void {
  if (before.tag === '#text' || before.tag === '#comment') {
    if (before.text !== after.text) changes.push({ kind: 'changed-text', tag: parentTag });
    return;
  }
  for (const [name, value] of before.attributes) {
    const next = after.attributes.get(name);
    if (next === undefined) changes.push({ kind: 'removed-attribute', tag: before.tag, attribute: name });
    else if (next !== value) changes.push({ kind: 'changed-attribute', tag: before.tag, attribute: name });
  }
  for (const name of after.attributes.keys()) {
    if (!before.attributes.has(name))
      changes.push({ kind: 'added-attribute', tag: before.tag, attribute: name });
  }
  compareChildren(before.children, after.children, before.tag, changes);
}

function compareChildren(before: Node[], after: Node[], parentTag: string, changes: HtmlChange[]): void {
  for (const [left, right] of align(before, after)) {
    if (left && right) compareNodes(left, right, parentTag, changes);
    else if (left) {
      changes.push(
        left.tag === '#text'
          ? { kind: 'changed-text', tag: parentTag }
          : { kind: 'removed-element', tag: left.tag },
      );
    } else if (right) {
      changes.push(
        right.tag === '#text'
          ? { kind: 'changed-text', tag: parentTag }
          : { kind: 'added-element', tag: right.tag },
      );
    }
  }
}

const stylesOf = (document: Document) =>
  normaliseCss(
    Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join(''),
  );

/**
 * What would change if `before` were replaced by `after` (the designer's serialisation of it): an empty list when
 * nothing an email client or browser would show differently. The same change listed once.
 */
export function htmlChanges(before: string, after: string): HtmlChange[] {
  const left = parse(before);
  const right = parse(after);
  const changes: HtmlChange[] = [];
  // The designer keeps only the body: anything in <head> but styles is lost.
  for (const element of Array.from(left.head.children)) {
    const tag = element.tagName.toLowerCase();
    if (tag !== 'style') changes.push({ kind: 'removed-head', tag });
  }
  for (const name of left.documentElement.getAttributeNames()) {
    changes.push({ kind: 'removed-attribute', tag: 'html', attribute: name });
  }
  for (const name of left.body.getAttributeNames()) {
    if (!right.body.hasAttribute(name))
      changes.push({ kind: 'removed-attribute', tag: 'body', attribute: name });
  }
  if (stylesOf(left) !== stylesOf(right)) changes.push({ kind: 'changed-styles' });
  compareChildren(childrenOf(left.body), childrenOf(right.body), 'body', changes);
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = JSON.stringify(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One line per change, for the warning the editor shows. */
export function describeChange(change: HtmlChange, words: HtmlChangeWords): string {
  switch (change.kind) {
    case 'removed-element':
      return words.removedElement(label(change.tag));
    case 'added-element':
      return words.addedElement(label(change.tag));
    case 'removed-attribute':
      return words.removedAttribute(change.attribute, label(change.tag));
    case 'added-attribute':
      return words.addedAttribute(change.attribute, label(change.tag));
    case 'changed-attribute':
      return words.changedAttribute(change.attribute, label(change.tag));
    case 'changed-text':
      return words.changedText(label(change.tag));
    case 'changed-styles':
      return words.changedStyles;
    case 'removed-head':
      return words.removedHead(label(change.tag));
  }
}

export interface HtmlChangeWords {
  removedElement: (tag: string) => string;
  addedElement: (tag: string) => string;
  removedAttribute: (attribute: string, tag: string) => string;
  addedAttribute: (attribute: string, tag: string) => string;
  changedAttribute: (attribute: string, tag: string) => string;
  changedText: (tag: string) => string;
  changedStyles: string;
  removedHead: (tag: string) => string;
}
