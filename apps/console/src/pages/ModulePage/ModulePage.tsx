import { useApi } from '@qone/api-client';
import { EmptyState, LinkButton, PageHeader, Spinner, TextLink } from '@qone/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { frameCopy, homeCopy } from '../../copy';
import { type ModuleKey, moduleOfPath } from '../../navigation';
import { paths } from '../../routes';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Leaving = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  margin: 0;
`;

/** The module's name, as the home cards and the sidebar call it. */
const moduleNames: Record<ModuleKey, string> = {
  projects: homeCopy.projects,
  surveyDesigner: homeCopy.surveyDesigner,
  panels: homeCopy.panels,
  contacts: frameCopy.defaultsSidebar.contactManager,
  reports: frameCopy.defaultsSidebar.reports,
};

/**
 * The console's own address of another module (/panel-manager/projects, /survey-designer, /panel-manager/overview,
 * /contact-manager, /reports): the module lives at the installation's address, so this goes on there (replacing
 * this address in the history, so Back returns to where the admin came from); where the installation has none, it
 * says so plainly.
 */
export function ModulePage() {
  const { pathname } = useLocation();
  const module = moduleOfPath[pathname.replace(/\/+$/, '')] ?? 'projects';
  const name = moduleNames[module];
  const { useInstallationLinks } = useApi();
  const links = useInstallationLinks();
  const url = links.data?.[module];

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  if (links.error)
    return (
      <Page>
        <PageHeader title={name} />
        <LoadError read={links} />
      </Page>
    );
  if (!links.data || url)
    return (
      <Page>
        <PageHeader title={name} />
        <Leaving role="status">
          <Spinner size="small" />
          {url ? <TextLink href={url}>{frameCopy.modules.leaving}</TextLink> : frameCopy.modules.leaving}
        </Leaving>
      </Page>
    );
  return (
    <Page>
      <PageHeader title={name} />
      <EmptyState
        border
        headingLevel={2}
        title={frameCopy.modules.notSetUpTitle(name)}
        text={frameCopy.modules.notSetUpText}
        action={<LinkButton href={paths.platformSettings}>{frameCopy.modules.platformSettings}</LinkButton>}
      />
    </Page>
  );
}
