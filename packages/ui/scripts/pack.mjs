#!/usr/bin/env node
/**
 * Packs the built library with its publish manifest: `node scripts/pack.mjs [destination]` prints the tarball path.
 *
 * The workspace manifest points `main`/`types`/`exports` at src/ so the console and Storybook consume the source;
 * `publishConfig` holds the dist/ entry points. npm (unlike pnpm and yarn) applies only registry settings from
 * `publishConfig`, never those fields, so a plain `npm pack` would ship a manifest pointing at src/. This script
 * packs a staging copy of dist/ with the publish fields applied (scripts and devDependencies dropped); publish
 * the resulting tarball with `npm publish <file>.tgz`. `--guard` (the `prepack` script) stops a plain pack/publish.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace manifest turned into the published one. */
export function publishManifest(pkg) {
  const { publishConfig = {}, scripts: _scripts, devDependencies: _dev, ...rest } = pkg;
  const { main, types, exports, ...registrySettings } = publishConfig;
  const manifest = { ...rest, main, types, exports };
  if (Object.keys(registrySettings).length > 0) manifest.publishConfig = registrySettings;
  return manifest;
}

/** Packs dist/ into `destination` and returns the tarball's path. */
export function packDist(destination) {
  if (
    !existsSync(path.join(root, 'dist', 'index.js')) ||
    !existsSync(path.join(root, 'dist', 'index.d.ts'))
  ) {
    throw new Error('packages/ui/dist is incomplete: run `npm run build` first');
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'qone-ui-pack-'));
  try {
    cpSync(path.join(root, 'dist'), path.join(staging, 'dist'), { recursive: true });
    for (const file of ['README.md', 'LICENSE']) {
      if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(staging, file));
    }
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(publishManifest(pkg), null, 2)}\n`);
    const output = execFileSync(
      'npm',
      ['pack', staging, '--pack-destination', destination, '--ignore-scripts', '--json', '--loglevel=error'],
      { encoding: 'utf8' },
    );
    const [info] = JSON.parse(output);
    return path.join(destination, info.filename);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--guard') {
    console.error(
      '@qone/ui: a plain `npm pack`/`npm publish` would ship the workspace manifest (src/ entry points).\n' +
        'Run `npm run build && npm run pack:dist` and publish the tarball it prints: `npm publish <file>.tgz`.',
    );
    process.exit(1);
  }
  console.log(packDist(path.resolve(process.argv[2] ?? root)));
}
