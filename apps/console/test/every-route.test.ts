import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as everyRoute from '../src/app/EveryRoute.stories';
import { routes } from '../src/routes';

/** A page as the screenshots see it: its module in its layout (one page may sit in both areas). */
const pageOf = (route: (typeof routes)[number]) => `${route.module} in ${route.layout}`;

interface ShotStory {
  parameters?: { console?: { path?: string } };
  globals?: { viewport?: { value?: string } };
}

describe('EveryRoute.stories.tsx', () => {
  it('shoots every page of the route table at 1440×900 and at 390×844', () => {
    const table = routes.map((route) => ({ path: route.path, route }));
    const shot = new Set<string>();
    for (const [name, story] of Object.entries(everyRoute)) {
      if (name === 'default') continue;
      const { parameters, globals } = story as ShotStory;
      const path = parameters?.console?.path;
      const size = globals?.viewport?.value;
      expect(path, name).toBeTypeOf('string');
      expect(['wide', 'phone'], name).toContain(size);
      const pathname = new URL(path ?? '', 'http://console.test').pathname;
      const match = matchRoutes(table, pathname)?.at(-1)?.route.route;
      expect(match, `${name}: ${path} matches no route`).toBeDefined();
      if (match) shot.add(`${pageOf(match)} at ${size}`);
    }
    const pages = [...new Set(routes.map(pageOf))];
    const missing = pages.flatMap((page) =>
      ['wide', 'phone'].map((size) => `${page} at ${size}`).filter((key) => !shot.has(key)),
    );
    expect(missing).toEqual([]);
  });
});
