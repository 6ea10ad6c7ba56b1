import { copy } from '@qone/ui';
import styled from 'styled-components';

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.space400};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.fontSize500};
    margin: 0 0 ${({ theme }) => theme.space.space100};
  }
  p { color: ${({ theme }) => theme.color.fgMuted}; margin: 0; }
`;

/** Stands in for a screen whose issue has not landed yet; says so instead of pretending. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Wrapper>
      <h1>{title}</h1>
      <p>{copy.app.pageNotBuilt}</p>
    </Wrapper>
  );
}
