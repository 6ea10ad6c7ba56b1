import { Breadcrumbs, PageHeader } from '@qone/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The frame of the people pages: breadcrumb, title and description, the page's buttons, then its content. The user
 * and roles pages start their content 250px from the window's left edge (`wide` margin: the token's width less the
 * side menu's, which the layout already takes), on screens wide enough to show the side menu.
 */
const Page = styled.div<{ $margin: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    margin-left: ${({ theme, $margin }) =>
      $margin ? `calc(${theme.size.pageLeftMargin} - ${theme.size.sidebarOpen})` : '0'};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
`;

export interface PeoplePageProps {
  /** The breadcrumb: levels from the top, the last one the current page (no href). */
  crumbs: readonly { label: string; href?: string }[];
  title: ReactNode;
  description?: ReactNode;
  /** The page's main buttons, at the right of the title. */
  actions?: ReactNode;
  /** The fixed 250px left margin of the user and roles pages. */
  fixedMargin?: boolean;
  children: ReactNode;
}

export function PeoplePage({
  crumbs,
  title,
  description,
  actions,
  fixedMargin = false,
  children,
}: PeoplePageProps) {
  return (
    <Page $margin={fixedMargin}>
      <Head>
        <Titles>
          <Breadcrumbs>
            {crumbs.map((crumb) => (
              <Breadcrumbs.Item key={crumb.label} href={crumb.href}>
                {crumb.label}
              </Breadcrumbs.Item>
            ))}
          </Breadcrumbs>
          <PageHeader title={title} description={description} />
        </Titles>
        {actions ? <Buttons>{actions}</Buttons> : null}
      </Head>
      {children}
    </Page>
  );
}
