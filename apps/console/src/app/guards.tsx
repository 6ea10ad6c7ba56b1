import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ConsoleRoute } from '../routes';
import { useSession } from './session';

/** Client-side route guard (SPEC 2.1/2.2). Convenience only: the server enforces every permission itself. */
export function RouteGuard({ route, children }: { route: ConsoleRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (route.access === 'public' && session) return <Navigate to="/home" replace />;
  if (route.access === 'protected' && !session) {
    return <Navigate to={route.redirectTo ?? '/login'} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
