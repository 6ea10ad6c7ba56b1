import { type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import {
  BrowserRouter,
  type Location,
  MemoryRouter,
  matchRoutes,
  type NavigateOptions,
  Route,
  Routes,
  type To,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { type ConsoleRoute, routes } from '../routes';
import { DocumentTitle } from './DocumentTitle';
import { Frame } from './Frame';
import { RouteGuard } from './guards';
import { RouteError, RouteErrorBoundary, RouteLoading } from './RouteStates';

/**
 * The console's router, in react-router's declarative mode (`<Routes>`): the data router (`createBrowserRouter`)
 * would double react-router's share of the first load (26 KB of 120 KB brotli against 13 KB) for loaders, actions
 * and fetchers the console does not use — it fetches with SWR.
 *
 * Each page is a lazily loaded chunk of its own. A page of the Defaults or Account area loads together with the
 * signed-in frame (layouts, menus, Personal Settings) and sits inside the signed-in shell (its toasts, which outlive
 * a navigation between such pages), so the signed-out screens download none of it. Navigations run in a React
 * transition: the current page stays until the next one has loaded; a first visit shows `RouteLoading`.
 */

/** A handle on the router from outside React: where the console is, and a way to send it elsewhere. */
export interface ConsoleRouter {
  readonly state: { readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'> };
  navigate(to: To, options?: NavigateOptions): void;
  /** The router component's own set-up (browser history, or memory at a start path). */
  readonly history: { kind: 'browser' } | { kind: 'memory'; initialPath: string };
}

interface BoundRouter extends ConsoleRouter {
  attach(navigate: (to: To, options?: NavigateOptions) => void, location: Location): void;
}

function createRouterHandle(history: ConsoleRouter['history'], start: string): BoundRouter {
  const url = new URL(start, 'http://console');
  let location: ConsoleRouter['state']['location'] = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: null,
  };
  let navigateNow: ((to: To, options?: NavigateOptions) => void) | undefined;
  // A navigation asked for before the router has rendered (a 401 on the very first call) waits for it.
  let pending: [To, NavigateOptions | undefined] | undefined;
  preloadRoute(url.pathname);
  return {
    history,
    state: {
      get location() {
        return location;
      },
    },
    navigate(to, options) {
      if (navigateNow) navigateNow(to, options);
      else pending = [to, options];
    },
    attach(navigate, current) {
      navigateNow = navigate;
      location = current;
      if (pending) {
        const [to, options] = pending;
        pending = undefined;
        navigate(to, options);
      }
    },
  };
}

/** The console in the browser's address bar. */
export const createConsoleRouter = (): ConsoleRouter =>
  createRouterHandle({ kind: 'browser' }, `${window.location.pathname}${window.location.search}`);

/** For stories and tests: the same routes in memory, starting at `initialPath`. */
export const createTestRouter = (initialPath: string): ConsoleRouter =>
  createRouterHandle({ kind: 'memory', initialPath }, initialPath);

// Protected pages without a frame (the second-factor enrolment a policy requires) still sit in the signed-in shell:
// SWR's cache and the toasts of their writes.
const inArea = (route: ConsoleRoute) => route.layout !== 'none' || route.access === 'protected';
const loadSignedInFrame = () => import('./SignedInFrame');

/**
 * The first page starts loading with the app itself instead of after the first render (and, in an area, the
 * signed-in frame with it): both are lazily loaded chunks the entry does not name.
 */
function preloadRoute(pathname: string) {
  const route = matchRoutes(
    routes.map((r) => ({ path: r.path, route: r })),
    pathname,
  )?.at(-1)?.route.route;
  if (!route) return;
  void route.load().catch(() => undefined);
  if (inArea(route)) void loadSignedInFrame().catch(() => undefined);
}

/** One lazily loaded component per route: the page in its frame (fetched together with the signed-in frame). */
const pageOf = new Map<ConsoleRoute, ComponentType>(
  routes.map((route) => [
    route,
    lazy(async () => {
      const [{ default: Page }, frame] = await Promise.all([
        route.load(),
        inArea(route) ? loadSignedInFrame() : undefined,
      ]);
      const signedIn = frame?.SignedInFrame;
      return {
        default: () => (
          <Frame route={route} signedIn={signedIn}>
            <Page />
          </Frame>
        ),
      };
    }),
  ]),
);

const SignedInShell = lazy(async () => ({ default: (await loadSignedInFrame()).SignedInShell }));

function routeElement(route: ConsoleRoute): ReactNode {
  const Page = pageOf.get(route);
  if (!Page) throw new Error(`no page for ${route.path}`);
  return (
    <RouteGuard route={route}>
      <Page />
    </RouteGuard>
  );
}

/** Keeps the handle's location current and lends it the router's navigate. */
function RouterBridge({ router }: { router: BoundRouter }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => router.attach(navigate, location), [router, navigate, location]);
  return null;
}

function ConsoleRoutes({ router }: { router: BoundRouter }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteError error={error} />}>
      <RouterBridge router={router} />
      <DocumentTitle />
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          {routes
            .filter((route) => !inArea(route))
            .map((route) => (
              <Route key={route.path} path={route.path} element={routeElement(route)} />
            ))}
          <Route element={<SignedInShell />}>
            {routes.filter(inArea).map((route) => (
              <Route key={route.path} path={route.path} element={routeElement(route)} />
            ))}
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Renders the console's routes under the router the handle was made for. */
export function ConsoleRouterView({ router }: { router: ConsoleRouter }) {
  const bound = router as BoundRouter;
  const content = <ConsoleRoutes router={bound} />;
  return router.history.kind === 'browser' ? (
    <BrowserRouter>{content}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[router.history.initialPath]}>{content}</MemoryRouter>
  );
}
