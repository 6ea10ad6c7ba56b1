import styled from 'styled-components';

/**
 * A page's title block: the `<h1>` and the sentence under it, as every console page starts. `$spacious` gives the
 * centred sign-in panels a little more room between the two.
 */
export const PageHeading = styled.div<{ $spacious?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $spacious }) => ($spacious ? theme.space.space75 : theme.space.space50)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.fontSize500};
    font-weight: ${({ theme }) => theme.font.weightSemibold};
    line-height: ${({ theme }) => theme.font.lineHeightTight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fgMuted};
  }
`;
