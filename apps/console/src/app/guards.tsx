import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type ConsoleRoute, paths } from '../routes';
import { useSession } from './session';

/**
 * Client-side route guard: a signed-in visitor skips the signed-out pages, a visitor without a session is sent to
 * sign in. Convenience only: the server enforces every permission itself.
 */
export function RouteGuard({ route, children }: { route: ConsoleRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (route.access === 'public' && session) return <Navigate to={paths.home} replace />;
  if (route.access === 'protected' && !session) {
    return <Navigate to={route.redirectTo ?? paths.login} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
