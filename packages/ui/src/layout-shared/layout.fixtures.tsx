import styled from 'styled-components';
import { Breadcrumbs } from '../Breadcrumbs';
import { en } from '../copy';

/** Sample page content for the layout stories and tests: what the console renders inside a layout. */
const Title = styled.h1`
  margin: ${({ theme }) => theme.space.space200} 0 ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize500};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
`;

export function SamplePage() {
  return (
    <>
      <Breadcrumbs>
        <Breadcrumbs.Item href="/home">{en.defaultsLayout.home}</Breadcrumbs.Item>
        <Breadcrumbs.Item href="/company-settings/overview">{en.accountLayout.settings}</Breadcrumbs.Item>
        <Breadcrumbs.Item href="/company-settings/user-management-dashboard">
          {en.defaultsLayout.userManagement}
        </Breadcrumbs.Item>
      </Breadcrumbs>
      <Title>{en.defaultsLayout.userManagement}</Title>
      <p>Invite and manage the users of your company, and assign their permission groups.</p>
    </>
  );
}
SamplePage.displayName = 'SamplePage';

/** The story user. */
export const sampleUser = { firstName: 'Ada', lastName: 'Lovelace' };

/** A name long enough to wrap in the profile menu. */
export const longNameUser = {
  firstName: 'Maximiliane Alexandra Konstanze',
  lastName: 'von Hohenzollern-Sigmaringen',
};
