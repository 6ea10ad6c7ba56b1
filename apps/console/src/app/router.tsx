import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { type ConsoleRoute, routes } from '../routes';
import { Frame } from './Frame';
import { RouteGuard } from './guards';
import { RouteError, RouteLoading } from './RouteStates';

/**
 * Turns the route table into react-router routes; each page is a separate lazily loaded chunk, loaded together with
 * the signed-in frame (layouts, menus, Personal Settings) when the page sits in one of the areas.
 */
export function toRouteObjects(table: ConsoleRoute[] = routes): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteError,
      children: table.map((route) => ({
        path: route.path,
        lazy: async () => {
          const [{ default: Page }, signedIn] = await Promise.all([
            route.load(),
            route.layout === 'none' ? undefined : import('./SignedInFrame').then((m) => m.SignedInFrame),
          ]);
          return {
            element: (
              <RouteGuard route={route}>
                <Frame route={route} signedIn={signedIn}>
                  <Page />
                </Frame>
              </RouteGuard>
            ),
          };
        },
      })),
    },
  ];
}

export const createConsoleRouter = () => createBrowserRouter(toRouteObjects());

/** For stories and tests: the same routes in memory, starting at `initialPath`. */
export const createTestRouter = (initialPath: string) =>
  createMemoryRouter(toRouteObjects(), { initialEntries: [initialPath] });
