import { PageHeader } from '@qone/ui';
import styled from 'styled-components';
import { securityCopy } from '../../copy';
import { SecondFactorsSection } from '../../features/Security';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400};
`;

/** /account/security, "Sign-in & security": the signed-in user's second factors (and, with issue 24's sessions, their sessions). */
export function SecurityPage() {
  return (
    <Page>
      <PageHeader title={securityCopy.page.title} />
      <SecondFactorsSection />
    </Page>
  );
}
