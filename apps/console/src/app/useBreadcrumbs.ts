import { matchRoutes, useLocation } from 'react-router-dom';
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
  // Ranked as the router ranks them: /company-settings/edit is Platform Settings, not /company-settings/:company.
  const route = matchRoutes(routes, pathname)?.[0]?.route;
  if (!route?.marker) return [{ label: title }];
  const companyId = session?.user.companyId ?? '';
  const own = breadcrumbsOf(route.marker, companyId);
  const isEntry = pathname === entryHref(route.marker, companyId) || own.at(-1)?.label === title;
  return isEntry ? own : breadcrumbsOf(route.marker, companyId, [{ label: title }]);
}
