import {
  countSms,
  fillMergeTags,
  finishSlug,
  hasSlugSpecialCharacters,
  PREVIEW_CSP,
  publicPageDocument,
  typeSlug,
  unknownMergeTags,
} from '@qone/domain/templates';
import { describe, expect, it } from 'vitest';

describe('SMS counting', () => {
  it('counts GSM-7 in septets: 160 in one message, 153 per part after that, extension characters twice', () => {
    expect(countSms('')).toMatchObject({ characters: 0, encoding: 'GSM-7', segments: 0 });
    expect(countSms('x'.repeat(160))).toMatchObject({ characters: 160, segments: 1, perSegment: 160 });
    expect(countSms('x'.repeat(161))).toMatchObject({ characters: 161, segments: 2, perSegment: 153 });
    expect(countSms('€'.repeat(80))).toMatchObject({
      characters: 80,
      units: 160,
      segments: 1,
      encoding: 'GSM-7',
    });
    expect(countSms('Grüße à Zoë')).toMatchObject({ encoding: 'UCS-2', ucs2Characters: ['ë'] });
  });

  it('switches to UCS-2 for an emoji (70 per message, 67 per part), counting characters as people do', () => {
    expect(countSms('Hi 😀')).toMatchObject({
      characters: 4,
      encoding: 'UCS-2',
      units: 5,
      segments: 1,
      ucs2Characters: ['😀'],
    });
    expect(countSms(`${'x'.repeat(70)}😀`)).toMatchObject({ segments: 2, perSegment: 67 });
  });
});

describe('slugs', () => {
  it('turn spaces into hyphens and collapse repeated hyphens while typed, trimmed when finished', () => {
    expect(typeSlug('Summer  Sale -- 2026 ')).toBe('summer-sale-2026-');
    expect(finishSlug(' -Summer Sale- ')).toBe('summer-sale');
  });

  it('know the product’s special characters', () => {
    for (const character of '`!@#$%^&*()_+=[]{};\':"\\|,.<>/?~') {
      expect(hasSlugSpecialCharacters(`a${character}b`), character).toBe(true);
    }
    expect(hasSlugSpecialCharacters('summer-sale-2026')).toBe(false);
  });
});

describe('merge tags', () => {
  it('fill known tags with escaped samples and leave unknown ones as written', () => {
    const html = fillMergeTags(
      '<p>{{ firstName }} {{nickname}}</p>',
      [{ tag: 'firstName', label: '', sample: '<b>' }],
      (v) => v.replace('<', '&lt;').replace('>', '&gt;'),
    );
    expect(html).toBe('<p>&lt;b&gt; {{nickname}}</p>');
    expect(unknownMergeTags('{{firstName}} {{nickname}} {{nickname}}')).toEqual(['nickname']);
  });
});

describe('showing content', () => {
  it('places tracking codes at the end of head and body of a page', () => {
    const page = publicPageDocument('<h1>Hi</h1>', 'Title', [
      { code: '<script src="h.js"></script>', location: 'head' },
      { code: '<img src="p.gif">', location: 'body' },
    ]);
    expect(page).toMatch(
      /<script src="h\.js"><\/script><\/head><body><h1>Hi<\/h1><img src="p\.gif"><\/body>/,
    );
    expect(publicPageDocument('<html><body>x</body></html>', '', [{ code: 'C', location: 'head' }])).toBe(
      '<html><head>C</head><body>x</body></html>',
    );
  });

  it('sandboxes previews without scripts', () => {
    expect(PREVIEW_CSP.split('; ')[0]).toBe('sandbox');
    expect(PREVIEW_CSP).not.toContain('allow-scripts');
  });
});
