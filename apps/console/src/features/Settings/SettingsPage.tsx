import { Breadcrumbs, PageHeader } from '@qone/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useBreadcrumbs } from '../../app/useBreadcrumbs';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

/**
 * The frame of every settings screen: its breadcrumb (the sidebar's levels down to the page: ../../app/useBreadcrumbs),
 * the page's title and its body.
 */
export function SettingsPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const crumbs = useBreadcrumbs(title);
  return (
    <Page>
      <Breadcrumbs>
        {crumbs.map((crumb) => (
          <Breadcrumbs.Item key={crumb.label} href={crumb.href} selected={crumb.href === undefined}>
            {crumb.label}
          </Breadcrumbs.Item>
        ))}
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
