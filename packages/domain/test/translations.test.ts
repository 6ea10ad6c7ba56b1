import {
  extractSegments,
  localizeHtml,
  markupTokens,
  placeholderMismatch,
  placeholdersOf,
  segmentParts,
  translationProgress,
} from '@qone/domain/translations';
import { describe, expect, it } from 'vitest';

const email = (html: string, subject = '') => ({ type: 'email' as const, subject, html });

describe('extractSegments', () => {
  it('takes the subject and each run of text between block tags, inline markup kept inside', () => {
    const segments = extractSegments(
      email(
        '<h1>Welcome</h1>\n<p>Hello <b>{{firstName}}</b>, thanks for <a href="/x">joining</a>.</p><td> 42 </td><p>{{surveyLink}}</p>',
        'Hi {{firstName}}',
      ),
    );
    expect(segments.map(({ context, source }) => [context, source])).toEqual([
      ['subject', 'Hi {{firstName}}'],
      ['html', 'Welcome'],
      ['html', 'Hello <b>{{firstName}}</b>, thanks for <a href="/x">joining</a>.'],
    ]);
    expect(segments.every(({ key, context }) => new RegExp(`^${context}\\.[0-9a-f]{16}$`).test(key))).toBe(
      true,
    );
  });

  it('skips scripts, styles, comments and attributes with > inside quotes; the same text is one segment', () => {
    const segments = extractSegments({
      type: 'page',
      subject: 'ignored for pages',
      html: '<style>p { color: red }</style><!-- <p>Hidden</p> --><script>var a = "<p>no</p>";</script><img alt="a > b"><p>Same</p><div>Same</div>',
    });
    expect(segments.map((segment) => segment.source)).toEqual(['Same']);
  });

  it('keys follow the text: a changed source is a new segment', () => {
    const [a] = extractSegments({ type: 'sms', subject: '', html: 'Reply STOP' });
    const [b] = extractSegments({ type: 'sms', subject: '', html: 'Reply STOP now' });
    expect(a?.context).toBe('sms');
    expect(a?.key).not.toBe(b?.key);
    expect(
      extractSegments({ type: 'button', subject: '', html: '<a>x</a>', buttonText: 'Join now' }),
    ).toEqual([expect.objectContaining({ context: 'button', source: 'Join now' })]);
  });
});

describe('placeholders', () => {
  it('are merge tags everywhere and markup in HTML only', () => {
    expect(placeholdersOf('Hi <b>{{ firstName }}</b>', 'html')).toEqual(['<b>', '{{ firstName }}', '</b>']);
    expect(placeholdersOf('Hi <b>{{firstName}}</b>', 'sms')).toEqual(['{{firstName}}']);
    expect(segmentParts('A {{x}} B', 'subject')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'placeholder', text: '{{x}}' },
      { kind: 'text', text: ' B' },
    ]);
  });

  it('must all be kept, in any order, with no markup of the translation’s own', () => {
    const source = 'Hello <b>{{firstName}}</b>!';
    expect(placeholderMismatch(source, '<b>{{firstName}}</b>, hallo!', 'html')).toBeNull();
    expect(placeholderMismatch(source, 'Hallo <b>Anna</b>!', 'html')).toEqual({
      missing: ['{{firstName}}'],
      unexpected: [],
    });
    expect(placeholderMismatch(source, 'Hallo <b>{{firstName}}</b> <i>!', 'html')).toEqual({
      missing: [],
      unexpected: ['<i>'],
    });
    expect(placeholderMismatch(source, 'Hallo <b>{{firstName}}</b> 3 < 4', 'html')?.unexpected).toEqual([
      '<',
    ]);
    expect(placeholderMismatch('1 < 2 {{x}}', '1 < 2 {{x}}', 'sms')).toBeNull();
  });
});

describe('markupTokens', () => {
  const source =
    'Read <a href="https://example.com/terms" style="color:#1d4ed8">our <span style="font-weight:bold">terms</span></a>, <span style="color:red">{{firstName}}</span>.<br/>';

  it('shows each tag by its name only, numbered when two differ in their attributes', () => {
    const tokens = markupTokens(source, 'html');
    expect(segmentParts(source, 'html').map((part) => tokens.token(part.text))).toEqual([
      'Read ',
      '<a>',
      'our ',
      '<span>',
      'terms',
      '</span>',
      '</a>',
      ', ',
      '<span 2>',
      '{{firstName}}',
      '</span>',
      '.',
      '<br>',
    ]);
    expect(tokens.show(source)).toBe('Read <a>our <span>terms</span></a>, <span 2>{{firstName}}</span>.<br>');
  });

  it('stores what the translator wrote with the source’s exact markup, which the rules then check', () => {
    const tokens = markupTokens(source, 'html');
    const written = 'Lies <a>unsere <span>Bedingungen</span></a>, <span 2>{{firstName}}</span>.<br>';
    const stored = tokens.store(written);
    expect(stored).toBe(
      'Lies <a href="https://example.com/terms" style="color:#1d4ed8">unsere <span style="font-weight:bold">Bedingungen</span></a>, <span style="color:red">{{firstName}}</span>.<br/>',
    );
    expect(placeholderMismatch(source, stored, 'html')).toBeNull();
    expect(tokens.show(stored)).toBe(written);
    // A tag of the translator's own stays as written, and the rules refuse it.
    expect(placeholderMismatch(source, tokens.store(`${written}<i>`), 'html')?.unexpected).toEqual(['<i>']);
  });

  it('keeps a tag written bare apart from the same tag with attributes', () => {
    const tokens = markupTokens('<b class="x">A</b> <b>B</b>', 'html');
    expect(tokens.show('<b class="x">A</b> <b>B</b>')).toBe('<b>A</b> <b 2>B</b>');
    expect(tokens.store('<b 2>B</b> <b>A</b>')).toBe('<b>B</b> <b class="x">A</b>');
  });

  it('leaves text of other contexts as written', () => {
    const tokens = markupTokens('Hi <b>{{firstName}}</b>', 'sms');
    expect(tokens.show('Hi <b>{{firstName}}</b>')).toBe('Hi <b>{{firstName}}</b>');
    expect(tokens.store('<b>')).toBe('<b>');
  });
});

describe('translationProgress', () => {
  it('counts translated segments of the template and those needing review', () => {
    const segments = extractSegments(email('<p>One</p><p>Two</p><p>Three</p>'));
    const [one, two] = segments;
    const targets = new Map([
      [one?.key ?? '', { target: 'Eins', needsReview: false }],
      [two?.key ?? '', { target: 'Zwei', needsReview: true }],
      ['html.0000000000000000', { target: 'gone', needsReview: false }],
    ]);
    expect(translationProgress(segments, targets)).toEqual({ translated: 2, total: 3, needsReview: 1 });
  });
});

describe('localizeHtml', () => {
  it('replaces each translated run in place and keeps the rest', () => {
    const html = '<h1>Welcome</h1>\n<p>Hello <b>{{firstName}}</b>!</p><p>Untranslated</p>';
    const [welcome, hello] = extractSegments({ type: 'page', subject: '', html });
    const targets = new Map([
      [welcome?.key ?? '', { target: 'Willkommen', needsReview: false }],
      [hello?.key ?? '', { target: 'Hallo <b>{{firstName}}</b>!', needsReview: true }],
    ]);
    expect(localizeHtml(html, targets)).toBe(
      '<h1>Willkommen</h1>\n<p>Hallo <b>{{firstName}}</b>!</p><p>Untranslated</p>',
    );
    expect(localizeHtml(html, new Map())).toBe(html);
  });
});
