import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The domain is what the server and the fake share, so it imports neither of them, nor the browser's libraries: a
 * rule that needed the client, the server, React or SWR would drag them into the other side. Read from the sources,
 * so a new file is checked without being listed.
 */
const root = path.resolve(import.meta.dirname, '..');
const FORBIDDEN = ['@qone/api-client', '@qone/server', '@qone/console', '@qone/ui', 'react', 'swr'];
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name)) yield file;
  }
}

/** What `file` imports that the domain may not: a forbidden package (or a subpath of one), or a file outside it. */
export function forbiddenImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, , specifier] of source.matchAll(SPECIFIER)) {
    if (specifier === undefined) continue;
    const packageName = FORBIDDEN.find((name) => specifier === name || specifier.startsWith(`${name}/`));
    if (packageName) found.push(specifier);
    else if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      if (path.relative(root, target).startsWith('..')) found.push(specifier);
    }
  }
  return found;
}

describe('packages/domain imports neither the server nor the client', () => {
  const files = [...sourceFiles(root)];

  it('reads the sources it checks', () => {
    expect(files.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['src/access.ts', 'src/messages.ts', 'test/boundary.test.ts']),
    );
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    expect(forbiddenImports(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('declares none of them as a dependency', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect(declared.filter((name) => FORBIDDEN.includes(name))).toEqual([]);
  });

  it('would see each kind of forbidden import', () => {
    // Built from parts, so this file's own scan does not find them.
    const specifiers = [
      ['@qone/api-client', ''],
      ['@qone/api-client', '/schema'],
      ['@qone/server', '/activity'],
      ['react', ''],
      ['swr', ''],
      ['swr', '/infinite'],
      ['../../api-client', '/src/errors'],
    ].map(([name, subpath]) => `${name}${subpath}`);
    const allowed = ['@qone/domain/messages', 'tldts', './messages'];
    const source = [...specifiers, ...allowed]
      .map((specifier) => `import { x } from '${specifier}';`)
      .join('\n');
    expect(forbiddenImports(path.join(root, 'src', 'example.ts'), source)).toEqual(specifiers);
  });
});
