import { describe, expect, it } from 'vitest';
import { budgets, editorModule } from '../../budgets';
import { type Build, type BuiltFile, checkBudgets, formatTable, packageName } from './bundle';

/** The check itself, on made-up builds: each rule must be able to fail. */
const KB = 1024;
const rules = { ...budgets, editorModule };
const file = (brotliKb: number, packages: string[] = []): BuiltFile => ({
  brotli: brotliKb * KB,
  gzip: Math.round(brotliKb * 1.15 * KB),
  packages,
});

/** An entry (react), a login page, a people page that lazily loads a dialog and an editor. */
function build(overrides: Partial<Record<string, BuiltFile>> = {}): Build {
  const files: Record<string, BuiltFile> = {
    'assets/index.js': file(70, ['react', 'react-dom']),
    'assets/shared.js': file(10, ['styled-components']),
    'assets/LoginPage.js': file(20, ['react-hook-form']),
    'assets/PeoplePage.js': file(15),
    'assets/InviteDialog.js': file(8),
    'assets/Designer.editor.js': file(300, ['grapesjs', '@grapesjs/react']),
  };
  for (const [name, value] of Object.entries(overrides)) if (value) files[name] = value;
  return {
    manifest: {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/pages/LoginPage/index.ts', 'src/pages/PeoplePage/index.ts'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      'src/pages/LoginPage/index.ts': {
        file: 'assets/LoginPage.js',
        src: 'src/pages/LoginPage/index.ts',
        isDynamicEntry: true,
        imports: ['index.html', '_shared.js'],
      },
      'src/pages/PeoplePage/index.ts': {
        file: 'assets/PeoplePage.js',
        src: 'src/pages/PeoplePage/index.ts',
        isDynamicEntry: true,
        imports: ['index.html'],
        dynamicImports: ['src/pages/PeoplePage/InviteDialog.tsx', 'src/pages/PeoplePage/Designer.editor.tsx'],
      },
      'src/pages/PeoplePage/InviteDialog.tsx': {
        file: 'assets/InviteDialog.js',
        src: 'src/pages/PeoplePage/InviteDialog.tsx',
        isDynamicEntry: true,
        imports: ['index.html', 'src/pages/PeoplePage/index.ts'],
      },
      'src/pages/PeoplePage/Designer.editor.tsx': {
        file: 'assets/Designer.editor.js',
        src: 'src/pages/PeoplePage/Designer.editor.tsx',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    },
    files,
  };
}
const routes = [
  { path: '/login', page: 'src/pages/LoginPage/index.ts' },
  { path: '/people', page: 'src/pages/PeoplePage/index.ts' },
];

describe('size budgets', () => {
  it('gives every route a row, every lazily loaded module one, and every editor its own', () => {
    const report = checkBudgets(build(), routes, rules);
    expect(report.failures).toEqual([]);
    const row = (kind: string, name: string) => report.rows.find((r) => r.kind === kind && r.name === name);
    expect(row('route', '/login')?.firstLoad?.brotli).toBe(100 * KB);
    expect(row('route', '/login')?.own.brotli).toBe(20 * KB);
    expect(row('route', '/people')?.firstLoad?.brotli).toBe(95 * KB);
    expect(row('route', '/people')?.own.brotli).toBe(15 * KB);
    // The dialog's own chunk only: the people page is loaded already when it asks for it.
    expect(row('lazy', 'src/pages/PeoplePage/InviteDialog.tsx')?.own.files).toEqual([
      'assets/InviteDialog.js',
    ]);
    expect(row('editor', 'src/pages/PeoplePage/Designer.editor.tsx')?.own.budget).toBe(budgets.editor);
    expect(formatTable(report)).toMatch(
      /route\s+\/login\s+100\.0 KB\s+115\.0 KB\s+120\.0 KB \/ 140\.0 KB\s+20\.0 KB/,
    );
  });

  it('fails a first load over its brotli or gzip budget', () => {
    const overBrotli = checkBudgets(build({ 'assets/LoginPage.js': file(45) }), routes, rules);
    expect(overBrotli.failures).toEqual([
      'first load of /login: 125.0 KB brotli is over its budget of 120.0 KB',
      'first load of /login: 143.8 KB gzip is over its budget of 140.0 KB',
    ]);
    const overGzip = checkBudgets(
      build({ 'assets/LoginPage.js': { brotli: 20 * KB, gzip: 70 * KB, packages: [] } }),
      routes,
      rules,
    );
    expect(overGzip.failures).toEqual(['first load of /login: 162.0 KB gzip is over its budget of 140.0 KB']);
  });

  it("fails a route's own chunk, a lazy chunk and an editor over their budgets", () => {
    const report = checkBudgets(
      build({
        'assets/PeoplePage.js': file(61),
        'assets/InviteDialog.js': file(61),
        'assets/Designer.editor.js': file(501, ['grapesjs']),
      }),
      routes,
      rules,
    );
    expect(report.failures).toEqual([
      'own chunks of /people: 61.0 KB brotli is over its budget of 60.0 KB',
      'lazy src/pages/PeoplePage/InviteDialog.tsx: 61.0 KB brotli is over its budget of 60.0 KB',
      'editor src/pages/PeoplePage/Designer.editor.tsx: 501.0 KB brotli is over its budget of 500.0 KB',
    ]);
    expect(formatTable(report)).toContain('OVER');
  });

  it("counts what loads with a page (the area's frame) in its first load, and in a row of its own", () => {
    const withFrame = build({ 'assets/Frame.js': file(40, ['@radix-ui/react-dialog']) });
    withFrame.manifest['src/app/Frame.tsx'] = {
      file: 'assets/Frame.js',
      src: 'src/app/Frame.tsx',
      isDynamicEntry: true,
      imports: ['index.html'],
    };
    withFrame.manifest['index.html']?.dynamicImports?.push('src/app/Frame.tsx');
    const report = checkBudgets(
      withFrame,
      [{ path: '/people', page: 'src/pages/PeoplePage/index.ts', with: ['src/app/Frame.tsx'] }],
      rules,
    );
    const people = report.rows.find((r) => r.name === '/people');
    expect(people?.firstLoad?.brotli).toBe(135 * KB);
    expect(people?.own.brotli).toBe(15 * KB);
    expect(report.rows.find((r) => r.name === 'src/app/Frame.tsx')).toMatchObject({
      kind: 'lazy',
      own: { brotli: 40 * KB },
    });
  });

  it('takes an editor budget given for its file name', () => {
    const report = checkBudgets(build({ 'assets/Designer.editor.js': file(501, ['grapesjs']) }), routes, {
      ...rules,
      editors: { 'Designer.editor.tsx': { brotli: 600 * KB } },
    });
    expect(report.failures).toEqual([]);
  });

  it('fails any first load that holds an editor library, by package name', () => {
    for (const pkg of [
      'grapesjs',
      'grapesjs-preset-newsletter',
      '@codemirror/view',
      'codemirror',
      'exceljs',
    ]) {
      const report = checkBudgets(
        build({ 'assets/shared.js': file(10, ['styled-components', pkg]) }),
        routes,
        rules,
      );
      expect(report.failures).toContain(
        `/login: the editor library ${pkg} is in its first load (assets/shared.js)`,
      );
      expect(report.failures).toContain(
        `/people: the editor library ${pkg} is in its first load (assets/shared.js)`,
      );
    }
  });

  it('sends an editor library loaded lazily but not declared as an editor to the editor convention', () => {
    const report = checkBudgets(
      build({ 'assets/InviteDialog.js': file(8, ['@codemirror/state']) }),
      routes,
      rules,
    );
    expect(report.failures).toContain(
      'src/pages/PeoplePage/InviteDialog.tsx holds an editor library: name its module *.editor.tsx to give it the editor budget',
    );
  });

  it('fails a route whose page is not a chunk of the build', () => {
    const report = checkBudgets(
      build(),
      [...routes, { path: '/x', page: 'src/pages/XPage/index.ts' }],
      rules,
    );
    expect(report.failures).toEqual(['/x: src/pages/XPage/index.ts is not a chunk of the build']);
  });

  it('names packages from source map paths', () => {
    expect(packageName('../../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageName('../../../node_modules/@codemirror/view/dist/index.js')).toBe('@codemirror/view');
    expect(packageName('../../../node_modules/a/node_modules/@lezer/common/dist/index.js')).toBe(
      '@lezer/common',
    );
    expect(packageName('../../../packages/ui/src/Button/Button.tsx')).toBeUndefined();
  });
});
