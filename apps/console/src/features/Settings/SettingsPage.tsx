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

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A calendar date (`YYYY-MM-DD`) as `1 Jan 2025`; null stays null (unknown, never invented). */
export const formatDate = (date: string | null) =>
  date ? dateFormat.format(new Date(`${date}T00:00:00Z`)) : null;
/** A moment as `15 Jun 2025, 09:00 UTC`. */
export const formatDateTime = (moment: string) => dateTimeFormat.format(new Date(moment));
