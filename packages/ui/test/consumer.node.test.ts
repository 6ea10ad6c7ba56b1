import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The published package as an outside project gets it: build dist/ (when older than the source), pack it with the
 * publish manifest (scripts/pack.mjs), unpack the tarball into a scratch project's node_modules, then use it from
 * plain Node (ESM, no bundler) and from a Vite build.
 *
 * The scratch project gets exactly the dependencies and peers the packed manifest declares, linked from the
 * workspace's own node_modules — never from the npm cache or the registry, which a fresh machine does not have
 * (`npm install --offline` needs registry metadata that `npm ci` never caches). An import in dist/ of a package the
 * manifest does not declare finds nothing and fails the test, as it would fail for a real consumer.
 */
const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = path.resolve(uiRoot, '../..');
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function newestSourceChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__screenshots__') newest = Math.max(newest, newestSourceChange(full));
    } else if (!/\.(test|stories|features\.stories|fixtures)\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

function distIsFresh(): boolean {
  const outputs = ['dist/index.js', 'dist/index.d.ts', 'dist/style.css'].map((file) =>
    path.join(uiRoot, file),
  );
  if (!outputs.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const inputs = ['vite.config.ts', 'tsconfig.build.json', 'package.json'].map((file) =>
    path.join(uiRoot, file),
  );
  return (
    builtAt >=
    Math.max(newestSourceChange(path.join(uiRoot, 'src')), ...inputs.map((f) => statSync(f).mtimeMs))
  );
}

let scratch = '';
let installed = '';

beforeAll(() => {
  if (!distIsFresh()) run('npm', ['run', 'build'], uiRoot);
  scratch = mkdtempSync(path.join(tmpdir(), 'qone-ui-consumer-'));
  const tarball = run(process.execPath, [path.join(uiRoot, 'scripts/pack.mjs'), scratch], uiRoot).trim();
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'qone-ui-consumer', private: true, type: 'module' }),
  );
  installed = path.join(scratch, 'node_modules/@qone/ui');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], scratch);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  for (const name of declared) linkFromWorkspace(name, path.join(scratch, 'node_modules'));
});

/** Links a declared dependency into the consumer from wherever npm installed it in this workspace. */
function linkFromWorkspace(name: string, consumerModules: string): void {
  const source = [
    path.join(uiRoot, 'node_modules', name),
    path.join(workspaceRoot, 'node_modules', name),
  ].find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!source) throw new Error(`${name} is declared by @qone/ui but not installed in the workspace`);
  const target = path.join(consumerModules, name);
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
}

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('@qone/ui as a published package', () => {
  it('has a manifest pointing at dist/, without workspace scripts or source files', () => {
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest.main).toBe('./dist/index.js');
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(manifest.exports['./style.css']).toBe('./dist/style.css');
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
    expect(readdirSync(installed).sort()).toEqual(['README.md', 'dist', 'package.json']);
    const files = readdirSync(path.join(installed, 'dist'), { recursive: true }).map(String);
    expect(files.filter((file) => /stories|\.test\.|fixtures|__screenshots__/.test(file))).toEqual([]);
    expect(files).toContain(path.join('Table', 'Table.d.ts'));
  });

  it('renders a Button in the ThemeProvider with react-dom/server under plain Node ESM', () => {
    writeFileSync(
      path.join(scratch, 'render.mjs'),
      [
        "import { createElement as h } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { Button, ThemeProvider } from '@qone/ui';",
        "console.log(renderToString(h(ThemeProvider, null, h(Button, { variant: 'primary' }, 'Invite new user'))));",
      ].join('\n'),
    );
    const html = run(process.execPath, ['render.mjs'], scratch);
    expect(html).toMatch(/<button type="button" class="[^"]+">/);
    expect(html).toContain('Invite new user');
  });

  it('ships a stylesheet whose @fontsource imports resolve to font files in a consumer’s Vite build', async () => {
    expect(readFileSync(path.join(installed, 'dist/style.css'), 'utf8')).toContain(
      "@import '@fontsource/inter/400.css';",
    );
    writeFileSync(path.join(scratch, 'main.js'), "import '@qone/ui/style.css';\n");
    writeFileSync(path.join(scratch, 'index.html'), '<script type="module" src="./main.js"></script>\n');
    await build({ root: scratch, configFile: false, logLevel: 'silent', build: { outDir: 'out' } });
    const assets = readdirSync(path.join(scratch, 'out/assets'));
    const css = assets.find((file) => file.endsWith('.css'));
    expect(css).toBeDefined();
    const stylesheet = readFileSync(path.join(scratch, 'out/assets', css ?? ''), 'utf8');
    expect(stylesheet).toMatch(/@font-face\{font-family:Inter;[^}]*font-weight:600/);
    expect(stylesheet).toContain('JetBrains Mono');
    expect(assets.some((file) => /^inter-latin-400-normal-.*\.woff2$/.test(file))).toBe(true);
  });
});
