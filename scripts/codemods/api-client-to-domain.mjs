#!/usr/bin/env node
// Moves imports of the shared rules from @qone/api-client to @qone/domain (issue 22): branches written before the
// move are rewritten with this before they are merged, so it must handle any file anywhere and change nothing the
// second time it runs.
//
//   node scripts/codemods/api-client-to-domain.mjs [--check] [--format] <directory or file>...
//
// --check   changes nothing; lists the files it would change and exits 1 when there are any
// --format  runs `npx biome check --write` on the files it changed (the split imports want sorting)
//
// Applied migrations (apps/server/migrations/) are left as they are: their checksums are part of the database.
//
// What it rewrites, in .ts/.tsx/.mts/.cts/.js/.jsx/.mjs/.cjs files (and the texts of .md/.mdx/.yaml/.yml files):
// - `@qone/api-client/<module>` of a moved module → `@qone/domain/<module>`, wherever it is written (imports,
//   vi.mock, import() types, comments, READMEs); `@qone/api-client/schema` → `@qone/domain/schema` in the server,
//   the domain and the moved modules only (the console and the kit keep the client's type re-export);
// - `packages/api-client/src/<module>.ts`, `…/schema.d.ts`, `…/openapi.json` and `…/scripts/openapi-json.mjs`
//   written as paths → their `packages/domain/…` place;
// - relative imports that reach a moved file (`../src/messages`, `../../src/openapi.json`) → `@qone/domain/…`;
// - names that left a module: the rules the client's root re-exported (`import { isWithin } from '@qone/api-client'`),
//   the wording functions split from the catalogue (`validationMessage` of `messages` → `@qone/domain/wording`),
//   and the server's renames of the access rules (`accessFlagNames` of apps/server/src/domain/access.ts →
//   `ACCESS_FLAG_NAMES` of `@qone/domain/access`, the identifier renamed in the file; `emptyAccess()` →
//   `accessWith(false)`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MOVED = [
  'access',
  'activity',
  'dns-records',
  'domain-names',
  'languages',
  'legal-texts',
  'mail-limits',
  'messages',
  'password-rules',
  'people',
  'request-validation',
  'storage',
  'templates',
  'time-zones',
  'translation-sheet',
  'translations',
];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEXT = /\.(md|mdx|yaml|yml)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'storybook-static',
  '.turbo',
  'coverage',
  '__screenshots__',
  '.data',
  '.test-results',
  'build-report',
]);

/**
 * Names that left the module they were imported from: module key → name → where it lives now. A key is a package
 * specifier or a repository path without extension (for relative imports). `rename` renames the identifier in the
 * file; `call` rewrites a call of the old name (`emptyAccess()` → `accessWith(false)`).
 */
const toAccess = (name, extra = {}) => ({ to: '@qone/domain/access', name, ...extra });
const NAME_MOVES = {
  '@qone/api-client': {
    ACCESS_FLAG_NAMES: toAccess('ACCESS_FLAG_NAMES'),
    accessWith: toAccess('accessWith'),
    isWithin: toAccess('isWithin'),
    PANEL_ACCESS_FIELDS: toAccess('PANEL_ACCESS_FIELDS'),
    PERMISSION_FLAG_NAMES: toAccess('PERMISSION_FLAG_NAMES'),
    panelAccessWith: toAccess('panelAccessWith'),
    permissionsOf: toAccess('permissionsOf'),
    permissionsWith: toAccess('permissionsWith'),
    ActivityFields: { to: '@qone/domain/activity', name: 'ActivityFields' },
    activityChanges: { to: '@qone/domain/activity', name: 'activityChanges' },
    activityValue: { to: '@qone/domain/activity', name: 'activityValue' },
    SECRET_CHANGED: { to: '@qone/domain/activity', name: 'SECRET_CHANGED' },
  },
  // The same index reached by a relative import from inside the client (`../src`, `../src/index`).
  get 'packages/api-client/src'() {
    return this['@qone/api-client'];
  },
  get 'packages/api-client/src/index'() {
    return this['@qone/api-client'];
  },
  '@qone/domain/messages': Object.fromEntries(
    [
      'SchemaError',
      'specValidationRules',
      'relevantErrors',
      'specMessage',
      'validationMessage',
      'languageProblemMessage',
    ].map((name) => [name, { to: '@qone/domain/wording', name }]),
  ),
  'apps/server/src/domain/access': {
    accessFlagNames: toAccess('ACCESS_FLAG_NAMES'),
    panelFieldNames: toAccess('PANEL_ACCESS_FIELDS'),
    permissionNames: toAccess('PERMISSION_FLAG_NAMES'),
    isWithin: toAccess('isWithin'),
    permissionsFromAccess: toAccess('permissionsOf'),
    fullAccess: toAccess('fullAccess'),
    emptyAccess: toAccess('accessWith', { call: ['emptyAccess()', 'accessWith(false)'] }),
    emptyPanelAccess: toAccess('panelAccessWith', { call: ['emptyPanelAccess()', 'panelAccessWith(false)'] }),
    AccessFlags: toAccess('AccessFlags'),
    AccessFlagName: toAccess('AccessFlagName'),
    PanelAccess: toAccess('PanelAccess'),
    PanelFieldName: toAccess('PanelAccessField'),
    Permissions: toAccess('Permissions'),
    PermissionName: toAccess('PermissionFlagName'),
  },
};

const movedGroup = MOVED.join('|');
const PACKAGE_SPECIFIER = new RegExp(`@qone/api-client/(${movedGroup})(?![\\w/-])`, 'g');
const SCHEMA_SPECIFIER = /@qone\/api-client\/schema(?![\w/-])/g;
const SOURCE_PATH = new RegExp(
  `packages/api-client/(src/(?:${movedGroup})\\.ts|src/schema\\.d\\.ts|src/openapi\\.json|scripts/openapi-json\\.mjs)(?![\\w-])`,
  'g',
);
const MODULE_SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\.mock\s*\(\s*|\bimportActual\s*(?:<[^>]*>)?\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;
const NAMED_DECLARATION =
  /(^|\n)([ \t]*)(import|export)(\s+type)?\s*\{([^{}]*)\}\s*from\s*(['"])([^'"\n]+)\6[ \t]*;?/g;

/** The repository a path belongs to: the nearest folder up whose package.json declares workspaces. */
function repositoryOf(start) {
  let dir = path.resolve(start);
  if (!statSync(dir).isDirectory()) dir = path.dirname(dir);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${start} is not inside a repository with npm workspaces`);
    dir = parent;
  }
}

function* filesUnder(target) {
  const stat = statSync(target);
  if (stat.isFile()) {
    if (CODE.test(target) || TEXT.test(target)) yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* filesUnder(path.join(target, entry.name));
    } else if (entry.isFile() && (CODE.test(entry.name) || TEXT.test(entry.name))) {
      yield path.join(target, entry.name);
    }
  }
}

const posix = (file) => file.split(path.sep).join('/');
const withoutExtension = (file) => file.replace(/\.(d\.ts|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '');

/** A relative specifier as a repository path without extension (`packages/api-client/src/messages`). */
function resolved(root, file, specifier) {
  return withoutExtension(posix(path.relative(root, path.resolve(path.dirname(file), specifier))));
}

/** The package specifier a relative import of a moved file becomes, or undefined. */
function domainSpecifier(target) {
  const match = /^packages\/api-client\/src\/(.+)$/.exec(target);
  if (!match) return undefined;
  if (match[1] === 'openapi.json') return '@qone/domain/openapi.json';
  return MOVED.includes(match[1]) ? `@qone/domain/${match[1]}` : undefined;
}

function splitNames(root, file, source) {
  const renames = [];
  const calls = [];
  const text = source.replace(
    NAMED_DECLARATION,
    (whole, lead, indent, keyword, typeOnly, list, quote, spec) => {
      const key = spec.startsWith('.') ? resolved(root, file, spec) : spec;
      const moves = NAME_MOVES[key];
      if (!moves) return whole;
      const items = list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const kept = [];
      const moved = new Map();
      for (const item of items) {
        const [, itemType = '', name, alias] = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item) ?? [];
        const move = name === undefined ? undefined : moves[name];
        if (!move) {
          kept.push(item);
          continue;
        }
        let written = move.name;
        if (alias) written = `${move.name} as ${alias}`;
        else if (keyword === 'export' && move.name !== name) written = `${move.name} as ${name}`;
        else if (move.call) calls.push(move.call);
        else if (move.name !== name) renames.push([name, move.name]);
        const list = moved.get(move.to) ?? [];
        if (!list.includes(`${itemType}${written}`)) list.push(`${itemType}${written}`);
        moved.set(move.to, list);
      }
      if (moved.size === 0) return whole;
      const head = `${indent}${keyword}${typeOnly ?? ''}`;
      const declarations = [];
      if (kept.length > 0) declarations.push(`${head} { ${kept.join(', ')} } from ${quote}${spec}${quote};`);
      for (const [to, names] of moved)
        declarations.push(`${head} { ${names.join(', ')} } from ${quote}${to}${quote};`);
      return `${lead}${declarations.join('\n')}`;
    },
  );
  let result = text;
  for (const [from, to] of calls) result = result.split(from).join(to);
  for (const [from, to] of renames) {
    // Not a property (`.name`) nor inside a string or path; a spread (`...name`) is the identifier.
    const identifier = `(?<![\\w$'"\`/-])(?<![^.]\\.)${from.replace(/\$/g, '\\$')}(?![\\w$])`;
    result = result.replace(new RegExp(identifier, 'g'), to);
  }
  return result;
}

/** Applied migrations are checksummed (apps/server/test/app/migrations-immutable.test.ts): never edited. */
const FROZEN = /^apps\/server\/migrations\//;

export function rewrite(root, file, source) {
  const where = posix(path.relative(root, file));
  if (FROZEN.test(where)) return source;
  let text = source.replace(PACKAGE_SPECIFIER, '@qone/domain/$1');
  const domainSide = new RegExp(
    `^(apps/server/|packages/domain/|packages/api-client/src/(${movedGroup})\\.ts$)`,
  );
  if (domainSide.test(where)) {
    text = text.replace(SCHEMA_SPECIFIER, '@qone/domain/schema');
  }
  text = text.replace(SOURCE_PATH, 'packages/domain/$1');
  if (!CODE.test(file)) return text;
  text = text.replace(MODULE_SPECIFIER, (whole, before, quote, specifier) => {
    const target = domainSpecifier(resolved(root, file, specifier));
    return target ? `${before}${quote}${target}${quote}` : whole;
  });
  return splitNames(root, file, text);
}

function main(args) {
  const check = args.includes('--check');
  const format = args.includes('--format');
  const targets = args.filter((arg) => !arg.startsWith('--'));
  if (targets.length === 0) {
    console.error('usage: api-client-to-domain.mjs [--check] [--format] <directory or file>...');
    process.exit(2);
  }
  const changed = [];
  for (const target of targets) {
    const root = repositoryOf(target);
    for (const file of filesUnder(path.resolve(target))) {
      const source = readFileSync(file, 'utf8');
      const text = rewrite(root, file, source);
      if (text === source) continue;
      changed.push(file);
      if (!check) writeFileSync(file, text);
    }
  }
  for (const file of changed) console.log(file);
  console.error(`${changed.length} file(s) ${check ? 'to change' : 'changed'}`);
  if (check) process.exit(changed.length > 0 ? 1 : 0);
  const code = changed.filter((file) => CODE.test(file));
  if (format && code.length > 0) {
    const run = spawnSync('npx', ['biome', 'check', '--write', '--no-errors-on-unmatched', ...code], {
      stdio: 'inherit',
    });
    process.exit(run.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
