import { describe, expect, it } from 'vitest';
import { contentCopy } from '../../copy';
import { describeChange, htmlChanges, withoutHandlers } from './html-compare';

describe('htmlChanges', () => {
  it('ignores what does not change the result: attribute order, spacing, style formatting, an implicit tbody', () => {
    expect(
      htmlChanges(
        '<table width="100%" cellpadding="0"><tr><td style="padding: 24px; COLOR:#333">Hi {{firstName}}</td></tr></table>\n',
        '<table cellpadding="0" width="100%"><tbody><tr><td style="padding:24px;color:#333;">Hi {{firstName}}</td></tr></tbody></table>',
      ),
    ).toEqual([]);
    expect(
      htmlChanges(
        '<style>.x { color: red }</style><p class="b a">x</p>',
        '<style>.x{color:red;}</style><p class="a b">x</p>',
      ),
    ).toEqual([]);
  });

  it('lists removed scripts, event handlers, head elements and changed text', () => {
    const changes = htmlChanges(
      '<html lang="de"><head><title>T</title><meta charset="utf-8"></head><body><p onclick="x()">Hi</p><script>1</script></body></html>',
      '<p>Hello</p>',
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: 'removed-head', tag: 'title' },
        { kind: 'removed-head', tag: 'meta' },
        { kind: 'removed-attribute', tag: 'html', attribute: 'lang' },
        { kind: 'removed-attribute', tag: 'p', attribute: 'onclick' },
        { kind: 'changed-text', tag: 'p' },
        { kind: 'removed-element', tag: 'script' },
      ]),
    );
  });

  it('reports rewritten CSS and added attributes', () => {
    expect(
      htmlChanges('<style>a{color:red}</style><p>x</p>', '<style>a{color:blue}</style><p id="i1">x</p>'),
    ).toEqual([{ kind: 'changed-styles' }, { kind: 'added-attribute', tag: 'p', attribute: 'id' }]);
  });

  it('describes each change in words', () => {
    expect(describeChange({ kind: 'removed-element', tag: 'script' }, contentCopy.design.changes)).toBe(
      '<script> would be removed',
    );
    expect(
      describeChange(
        { kind: 'removed-attribute', tag: 'img', attribute: 'onerror' },
        contentCopy.design.changes,
      ),
    ).toBe('The onerror attribute of <img> would be removed');
  });
});

describe('withoutHandlers', () => {
  it('drops event-handler attributes inside tags only', () => {
    expect(
      withoutHandlers('<img src="a.png" onerror="x()" alt=\'on=1\'><p>say onload=1</p><a ONCLICK=go>x</a>'),
    ).toBe('<img src="a.png" alt=\'on=1\'><p>say onload=1</p><a>x</a>');
  });
});
