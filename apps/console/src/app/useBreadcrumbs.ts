import { matchPath, useLocation } from 'react-router-dom';
import { breadcrumbsOf, type Crumb, entryHref } from '../navigation';
import { routes } from '../routes';
import { useSession } from './session';

/**
 * The breadcrumb of the page at the current address, in the sidebar's words and hierarchy (navigation.ts): Home,
 * the section, the page's entry — and, on a page below the entry (a policy under Legal & Security, a group under
 * Permission Groups), the page's own `title`.
 */
export function useBreadcrumbs(title: string): Crumb[] {
  const { pathname } = useLocation();
  const session = useSession();
  const route = routes.find((candidate) => candidate.path !== '*' && matchPath(candidate.path, pathname));
  if (!route?.marker) return [{ label: title }];
  const companyId = session?.user.companyId ?? '';
  const own = breadcrumbsOf(route.marker, companyId);
  const isEntry = pathname === entryHref(route.marker, companyId) || own.at(-1)?.label === title;
  return isEntry ? own : breadcrumbsOf(route.marker, companyId, [{ label: title }]);
}
