import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** An in-app text link (client-side navigation), styled as the kit's links. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.accentFg};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space.space25};
  &:hover {
    text-decoration-thickness: ${({ theme }) => theme.size.focusRingWidth};
  }
`;
