import { PageHeader } from '@qone/ui';
import styled from 'styled-components';
import { frameCopy } from '../copy';

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.space400};
`;

/** Stands in for a screen whose issue has not landed yet; says so instead of pretending. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Wrapper>
      <PageHeader title={title} description={frameCopy.app.pageNotBuilt} />
    </Wrapper>
  );
}
