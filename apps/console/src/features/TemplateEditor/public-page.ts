import { useApi } from '@qone/api-client';
import { generatePath } from 'react-router-dom';
import { useSession } from '../../app/session';
import { paths } from '../../routes';

/**
 * The public address of one of the signed-in company's pages, `/p/{company}/{slug}`: the company by its alias, or by
 * its id — always an address of its own — until the alias is known or when it has none. Null for a page without a
 * slug. The address names the company, so no other company's page can ever be shown at it.
 */
export function usePublicPagePath(): (slug: string | null) => string | null {
  const { useCompanyAuth } = useApi();
  const auth = useCompanyAuth();
  const session = useSession();
  const company = auth.data ? auth.data.alias || auth.data.companyId : session?.user.companyId;
  return (slug) => (slug && company ? generatePath(paths.publicPage, { company, slug }) : null);
}
