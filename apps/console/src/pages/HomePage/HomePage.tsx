import { type InstallationLinks, useApi } from '@qone/api-client';
import { Alert, Button, EmptyState, LauncherCard, PageHeader, uiCopy } from '@qone/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { type SessionPermissions, saveSession, useSession } from '../../app/session';
import { frameCopy, homeCopy } from '../../copy';
import { paths } from '../../routes';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space300};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The home cards, each shown only with its module's flag: Projects, Survey Designer and Panels. Each leads to the
 * installation's address of its module (`link`); until that is known, to the console's own address of the module,
 * which goes on there.
 */
const modules = [
  { flag: 'projects', title: homeCopy.projects, text: homeCopy.projectsText, href: paths.projects },
  {
    flag: 'surveyDesigner',
    title: homeCopy.surveyDesigner,
    text: homeCopy.surveyDesignerText,
    href: paths.surveyDesigner,
  },
  { flag: 'panels', title: homeCopy.panels, text: homeCopy.panelsText, href: paths.panels },
] as const satisfies readonly {
  flag: keyof SessionPermissions & keyof InstallationLinks;
  title: string;
  text: string;
  href: string;
}[];

const sameFlags = (a: SessionPermissions, b: SessionPermissions) =>
  (Object.keys(a) as (keyof SessionPermissions)[]).every((key) => a[key] === b[key]);

/**
 * / and /home: one launcher card per module the user may open. The cards show at once from the permissions stored
 * at sign-in and follow `GET /api/permissions` when it answers (a changed permission group shows without signing in
 * again); the stored copy is updated too, so the menus agree.
 */
export function HomePage() {
  const session = useSession();
  const { usePermissions, useInstallationLinks } = useApi();
  const { data, error, isValidating, mutate } = usePermissions();
  const links = useInstallationLinks().data;

  const fresh = data?.permissions;
  useEffect(() => {
    if (!session || !fresh) return;
    if (!sameFlags(fresh, session.permissions)) saveSession({ ...session, permissions: fresh });
  }, [session, fresh]);

  const flags = fresh ?? session?.permissions;
  const allowed = modules.filter((module) => flags?.[module.flag] === true);

  return (
    <Page>
      <PageHeader
        title={homeCopy.title}
        description={
          <>
            {session ? `${homeCopy.welcome(session.user.name)}. ` : null}
            {homeCopy.intro}
          </>
        }
      />
      {error ? (
        <Alert
          variant="warning"
          actions={
            <Button size="small" onClick={() => void mutate()} loading={isValidating}>
              {uiCopy.common.retry}
            </Button>
          }
        >
          {homeCopy.loadError}
        </Alert>
      ) : null}
      {allowed.length > 0 ? (
        <Cards aria-label={homeCopy.modulesLabel}>
          {allowed.map((module) => {
            const url = links ? links[module.flag] : module.href;
            return (
              <LauncherCard
                key={module.flag}
                as="li"
                title={module.title}
                text={module.text}
                {...(url ? { href: url } : { unavailable: frameCopy.modules.notSetUp })}
              />
            );
          })}
        </Cards>
      ) : (
        <EmptyState border headingLevel={2} title={homeCopy.emptyTitle} text={homeCopy.emptyText} />
      )}
    </Page>
  );
}
