import { Breadcrumbs, PageHeader } from '@qone/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { settingsCopy } from '../../copy';
import { paths } from '../../routes';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

/** The frame of every settings screen: breadcrumb Home > Settings > page, the page's title and its body. */
export function SettingsPage({
  title,
  description,
  trail = [],
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Crumbs between Settings and the page, e.g. Legal & Security on a policy page. */
  trail?: readonly { label: string; href: string }[];
  children: ReactNode;
}) {
  return (
    <Page>
      <Breadcrumbs>
        <Breadcrumbs.Item href={paths.home}>{settingsCopy.breadcrumbs.home}</Breadcrumbs.Item>
        <Breadcrumbs.Item href={paths.companySettingsAndDefaults}>
          {settingsCopy.breadcrumbs.settings}
        </Breadcrumbs.Item>
        {trail.map((crumb) => (
          <Breadcrumbs.Item key={crumb.href} href={crumb.href}>
            {crumb.label}
          </Breadcrumbs.Item>
        ))}
        <Breadcrumbs.Item selected>{title}</Breadcrumbs.Item>
      </Breadcrumbs>
      <PageHeader title={title} description={description} />
      {children}
    </Page>
  );
}

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space300};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
`;
