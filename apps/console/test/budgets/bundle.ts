import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Budget } from '../../budgets';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path or `_<chunk>.js`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A built JavaScript file: its size as the server sends it, and the npm packages whose code it holds. */
export interface BuiltFile {
  brotli: number;
  gzip: number;
  packages: string[];
}

/** What the budget check needs of a build; read from dist/ by `readBuild`, or made up by the tests. */
export interface Build {
  manifest: Manifest;
  files: Record<string, BuiltFile>;
}

export interface RouteInput {
  path: string;
  /** The page module's source path, as the manifest keys it (`src/pages/LoginPage/index.ts`). */
  page: string;
  /**
   * Modules the router loads together with the page (the signed-in frame of the area pages): part of the route's
   * first load, not of its own chunks — they are shared by many routes and have a row of their own.
   */
  with?: string[];
}

export interface BudgetRules {
  firstLoad: Record<string, Budget>;
  routeChunk: Budget;
  lazyChunk: Budget;
  editor: Budget;
  editors: Record<string, Budget>;
  editorPackages: string[];
  editorModule: RegExp;
}

export type RowKind = 'route' | 'lazy' | 'editor';

export interface Sizes {
  brotli: number;
  gzip: number;
}

export interface Row {
  kind: RowKind;
  /** The route path, or the lazily loaded module's source path. */
  name: string;
  /** Routes: everything a cold visit downloads (the entry, its imports, the page and its imports). */
  firstLoad?: Sizes & { files: string[]; budget?: Budget };
  /** What the route adds to the app's entry, or the lazy module to what its importers have loaded. */
  own: Sizes & { files: string[]; budget: Budget };
}

export interface Report {
  rows: Row[];
  /** Every broken rule, in words; empty when the build is within budget. */
  failures: string[];
}

/** Reads the production build: the manifest, each script's `.br` / `.gz` sizes and its source map's packages. */
export function readBuild(distDir: string): Build {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the console first (npm run build -w @qone/console)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files: Record<string, BuiltFile> = {};
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || files[chunk.file]) continue;
    const path = join(distDir, chunk.file);
    files[chunk.file] = {
      brotli: sizeAsSent(path, '.br'),
      gzip: sizeAsSent(path, '.gz'),
      packages: packagesOf(`${path}.map`, chunk.file),
    };
  }
  return { manifest, files };
}

/** The precompressed file the server sends, or the file itself where compressing would not have saved anything. */
function sizeAsSent(path: string, suffix: '.br' | '.gz'): number {
  return existsSync(path + suffix) ? statSync(path + suffix).size : statSync(path).size;
}

/** A chunk that only re-exports another chunk's bindings (`export{n as default}from"./Security-….js";`). */
function isFacade(scriptPath: string): boolean {
  return /^export\{[\w$ ,]*\}from"\.\/[\w.-]+\.js";?\s*$/.test(readFileSync(scriptPath, 'utf8'));
}

/** The npm packages a script holds code of, from its source map's `sources`. */
function packagesOf(mapPath: string, file: string): string[] {
  // The bundler's own module runtime is generated code: it has no sources, so no map.
  if (/^assets\/rolldown-runtime-[^/]+\.js$/.test(file)) return [];
  // A route whose module is shared with another route's becomes a facade: one `export … from` line, no code of its
  // own, so no map (its code is counted in the chunk it names).
  if (!existsSync(mapPath) && isFacade(mapPath.replace(/\.map$/, ''))) return [];
  if (!existsSync(mapPath)) throw new Error(`${mapPath} is missing: the build writes hidden source maps`);
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return [...new Set(sources.map(packageName).filter((name): name is string => name !== undefined))].sort();
}

/** `…/node_modules/@scope/name/…` → `@scope/name` (the innermost node_modules wins). */
export function packageName(source: string): string | undefined {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const first = parts[at + 1];
  if (!first) return undefined;
  return first.startsWith('@') ? `${first}/${parts[at + 2] ?? ''}` : first;
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Checks a build against the rules: one row per route, per lazily loaded module and per editor. */
export function checkBudgets(build: Build, routes: RouteInput[], rules: BudgetRules): Report {
  const { manifest, files } = build;
  const failures: string[] = [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return { rows: [], failures: ['the manifest has no entry chunk'] };

  /** The files a chunk loads with it: itself and its static imports, recursively. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) {
      failures.push(`the manifest has no chunk ${key}`);
      return into;
    }
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = closure(entryKey);
  const size = (set: Iterable<string>) => {
    let brotli = 0;
    let gzip = 0;
    for (const file of set) {
      brotli += files[file]?.brotli ?? 0;
      gzip += files[file]?.gzip ?? 0;
    }
    return { brotli, gzip };
  };
  const minus = (set: Set<string>, loaded: Set<string>) => [...set].filter((file) => !loaded.has(file));
  const editorPatterns = rules.editorPackages.map(globToRegExp);

  const rows: Row[] = [];
  const pageModules = new Set<string>();
  for (const route of routes) {
    const modules = [route.page, ...(route.with ?? [])];
    const missing = modules.filter((module) => !manifest[module]);
    if (missing.length > 0) {
      failures.push(`${route.path}: ${missing.join(', ')} is not a chunk of the build`);
      continue;
    }
    pageModules.add(route.page);
    const shared = new Set(entry);
    for (const module of route.with ?? []) closure(module, shared);
    const firstLoad = closure(route.page, new Set(shared));
    const firstLoadBudget = rules.firstLoad[route.path];
    rows.push({
      kind: 'route',
      name: route.path,
      firstLoad: { ...measure([...firstLoad]), ...(firstLoadBudget ? { budget: firstLoadBudget } : {}) },
      own: { ...measure(minus(firstLoad, shared)), budget: rules.routeChunk },
    });

    for (const file of firstLoad) {
      for (const pkg of files[file]?.packages ?? []) {
        if (editorPatterns.some((pattern) => pattern.test(pkg))) {
          failures.push(`${route.path}: the editor library ${pkg} is in its first load (${file})`);
        }
      }
    }
  }

  // Every other lazily loaded module: what it adds to what its importers have already loaded.
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || pageModules.has(key)) continue;
    const importers = Object.entries(manifest)
      .filter(([, other]) => other.dynamicImports?.includes(key))
      .map(([importerKey]) => closure(importerKey));
    const loaded = new Set(entry);
    // Only what every importer brings is certain to be there already.
    for (const file of importers[0] ?? []) if (importers.every((set) => set.has(file))) loaded.add(file);
    const own = minus(closure(key), loaded);
    const fileName = (chunk.src ?? key).split('/').pop() ?? key;
    const isEditor = rules.editorModule.test(chunk.src ?? key);
    rows.push({
      kind: isEditor ? 'editor' : 'lazy',
      name: chunk.src ?? key,
      own: {
        ...measure(own),
        budget: isEditor ? (rules.editors[fileName] ?? rules.editor) : rules.lazyChunk,
      },
    });
    if (
      !isEditor &&
      own.some((file) => files[file]?.packages.some((pkg) => editorPatterns.some((p) => p.test(pkg))))
    ) {
      failures.push(
        `${chunk.src ?? key} holds an editor library: name its module *.editor.tsx to give it the editor budget`,
      );
    }
  }

  for (const row of rows) {
    if (row.firstLoad?.budget)
      failures.push(...over(`first load of ${row.name}`, row.firstLoad, row.firstLoad.budget));
    const what = row.kind === 'route' ? `own chunks of ${row.name}` : `${row.kind} ${row.name}`;
    failures.push(...over(what, row.own, row.own.budget));
  }
  return { rows, failures };

  function measure(list: string[]) {
    return { files: list, ...size(list) };
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The broken limits of a budget, in words. */
export function over(what: string, sizes: Sizes, budget: Budget): string[] {
  const broken: string[] = [];
  if (sizes.brotli > budget.brotli) {
    broken.push(`${what}: ${kb(sizes.brotli)} brotli is over its budget of ${kb(budget.brotli)}`);
  }
  if (budget.gzip !== undefined && sizes.gzip > budget.gzip) {
    broken.push(`${what}: ${kb(sizes.gzip)} gzip is over its budget of ${kb(budget.gzip)}`);
  }
  return broken;
}

const budgetText = (budget: Budget | undefined) =>
  budget === undefined
    ? ''
    : budget.gzip === undefined
      ? kb(budget.brotli)
      : `${kb(budget.brotli)} / ${kb(budget.gzip)}`;

/** The table `npm test` prints: first load and own chunks per route, then lazily loaded modules and editors. */
export function formatTable(report: Report): string {
  const header = ['kind', 'name', 'first load br', 'gz', 'budget', 'own br', 'gz', 'budget', ''];
  const lines = report.rows.map((row) => {
    const { firstLoad, own } = row;
    const broken =
      over('', own, own.budget).length > 0 ||
      (firstLoad?.budget !== undefined && over('', firstLoad, firstLoad.budget).length > 0);
    return [
      row.kind,
      row.name,
      firstLoad ? kb(firstLoad.brotli) : '',
      firstLoad ? kb(firstLoad.gzip) : '',
      budgetText(firstLoad?.budget),
      kb(own.brotli),
      kb(own.gzip),
      budgetText(own.budget),
      broken ? 'OVER' : 'ok',
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const numeric = new Set([2, 3, 5, 6]);
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)].join('\n');
}
