import styled from 'styled-components';
import { Link, type LinkComponentProps } from '../layout-shared/links';

export interface TextLinkProps extends LinkComponentProps {}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.color.accentFg};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space.space25};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  &:hover {
    text-decoration-thickness: ${({ theme }) => theme.size.focusRingWidth};
  }
`;

/**
 * A link inside running text or beside a form ("Read the guide", "Back to the start"): underlined, so it reads as a
 * link without relying on colour. It renders through the app's `LinkProvider` (e.g. react-router), like every kit
 * link. For navigation that should look like a button use `LinkButton`.
 */
export function TextLink(props: TextLinkProps) {
  return <StyledLink {...props} />;
}
TextLink.displayName = 'TextLink';
