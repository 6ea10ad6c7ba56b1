import { useApi } from '@qone/api-client';
import { Alert, Button, copy, EmptyState, LauncherCard } from '@qone/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { PageHeading } from '../../app/PageHeading';
import { type SessionPermissions, saveSession, useSession } from '../../app/session';

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

/** The home cards (SPEC 2.2) and the flag each needs (SPEC 6: "Home cards depend on projects, surveyDesigner, panels"). */
const modules = [
  {
    flag: 'projects',
    title: copy.home.projects,
    text: copy.home.projectsText,
    href: '/panel-manager/projects',
  },
  {
    flag: 'surveyDesigner',
    title: copy.home.surveyDesigner,
    text: copy.home.surveyDesignerText,
    href: '/survey-designer',
  },
  { flag: 'panels', title: copy.home.panels, text: copy.home.panelsText, href: '/panel-manager/overview' },
] as const satisfies readonly { flag: keyof SessionPermissions; title: string; text: string; href: string }[];

const sameFlags = (a: SessionPermissions, b: SessionPermissions) =>
  (Object.keys(a) as (keyof SessionPermissions)[]).every((key) => a[key] === b[key]);

/**
 * / and /home: one launcher card per module the user may open. The cards show at once from the permissions stored
 * at sign-in and follow `GET /api/permissions` when it answers (a changed permission group shows without signing in
 * again); the stored copy is updated too, so the menus agree.
 */
export function HomePage() {
  const session = useSession();
  const { usePermissions } = useApi();
  const { data, error, isValidating, mutate } = usePermissions();

  const fresh = data?.permissions;
  useEffect(() => {
    if (!session || !fresh) return;
    const next: SessionPermissions = {
      projects: fresh.projects,
      surveyDesigner: fresh.surveyDesigner,
      panels: fresh.panels,
      contacts: fresh.contacts,
      defaults: fresh.defaults,
      settings: fresh.settings,
    };
    if (!sameFlags(next, session.permissions)) saveSession({ ...session, permissions: next });
  }, [session, fresh]);

  const flags = fresh ?? session?.permissions;
  const allowed = modules.filter((module) => flags?.[module.flag] === true);

  return (
    <Page>
      <PageHeading>
        <h1>{copy.home.title}</h1>
        <p>
          {session ? `${copy.home.welcome(session.user.name)}. ` : null}
          {copy.home.intro}
        </p>
      </PageHeading>
      {error ? (
        <Alert
          variant="warning"
          actions={
            <Button size="small" onClick={() => void mutate()} loading={isValidating}>
              {copy.common.retry}
            </Button>
          }
        >
          {copy.home.loadError}
        </Alert>
      ) : null}
      {allowed.length > 0 ? (
        <Cards aria-label={copy.home.modulesLabel}>
          {allowed.map((module) => (
            <LauncherCard
              key={module.flag}
              as="li"
              title={module.title}
              text={module.text}
              href={module.href}
            />
          ))}
        </Cards>
      ) : (
        <EmptyState border headingLevel={2} title={copy.home.emptyTitle} text={copy.home.emptyText} />
      )}
    </Page>
  );
}
