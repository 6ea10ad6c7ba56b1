import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, editorModule } from '../../budgets';
import { routes } from '../../src/routes';
import { checkBudgets, formatTable, readBuild } from './bundle';

/**
 * The production build (apps/console/dist, built before the tests by `npm test`) against budgets.ts: prints the
 * table of every route, lazily loaded module and editor, and fails on any row over budget or any editor library in a
 * first load. Bytes only, as the server sends them; never time.
 */
const dist = resolve(import.meta.dirname, '../../dist');
/** Pages of the Defaults and Account areas load together with the signed-in frame (src/app/router.tsx). */
const signedInFrame = 'src/app/SignedInFrame.tsx';

describe('production build', () => {
  it('is within its size budgets', () => {
    const build = readBuild(dist);
    const uniqueRoutes = [...new Map(routes.map((route) => [route.path, route])).values()].map((route) => ({
      path: route.path,
      page: route.module,
      with: route.layout === 'none' ? [] : [signedInFrame],
    }));
    const report = checkBudgets(build, uniqueRoutes, { ...budgets, editorModule });
    process.stdout.write(`\nConsole size budgets (JavaScript as sent)\n${formatTable(report)}\n\n`);
    expect(report.rows.filter((row) => row.kind === 'route')).toHaveLength(uniqueRoutes.length);
    expect(report.failures).toEqual([]);
  });

  it('points no script at a source map, and holds no MSW worker', () => {
    const assets = readdirSync(join(dist, 'assets'));
    const scripts = assets.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const pointing = scripts.filter((name) =>
      readFileSync(join(dist, 'assets', name), 'utf8').includes('sourceMappingURL'),
    );
    expect(pointing).toEqual([]);
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
  });

  it('ships fonts as woff2 only, and preloads the latin faces of the first screen', () => {
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.filter((name) => name.endsWith('.woff'))).toEqual([]);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="preload" href="\/assets\/([^"]+)" as="font"/g)].map(
      (m) => m[1],
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.every((name) => /^inter-latin-\d+-normal-.+\.woff2$/.test(name ?? ''))).toBe(true);
  });
});
