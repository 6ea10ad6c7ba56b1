import { VisuallyHidden } from 'radix-ui';
import type { MouseEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button, LinkButton } from '../Button';
import { Card, type CardElement, type HeadingLevel } from '../Card';
import { uiCopy } from '../copy';
import { ArrowRightIcon, InfoIcon } from '../Icon';

export interface LauncherCardProps {
  /** The module's name, e.g. “Studio”. */
  title: ReactNode;
  /** One or two sentences on what the module is for. */
  text?: ReactNode;
  /** An icon or illustration shown above the title. */
  visual?: ReactNode;
  /** Where “Go” leads; renders a link. */
  href?: string;
  /** Called when “Go” is activated; with `href`, call `event.preventDefault()` to navigate client-side. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Text of the button. */
  goLabel?: string;
  /**
   * Why the module cannot be opened (e.g. it is not set up): shown instead of “Go”, and the card offers no link
   * or button at all.
   */
  unavailable?: ReactNode;
  /** The HTML element of the card; `li` inside a list of cards. */
  as?: CardElement;
  /** Heading level of the title. */
  headingLevel?: HeadingLevel;
  /** Class of the card, for layout. */
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Visual = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.space500};
  height: ${({ theme }) => theme.space.space500};
  margin-bottom: ${({ theme }) => theme.space.space150};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.accentFg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Layout = styled(Card)`
  height: 100%;
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.space200};
  }
`;

const LauncherTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.space50};
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Go = styled.div`
  margin-top: auto;
`;

const Unavailable = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

/** A home-screen card for one module of a platform, with a “Go” button that opens it, or why it cannot be opened. */
export function LauncherCard({
  title,
  text,
  visual,
  href,
  onClick,
  goLabel = uiCopy.common.go,
  unavailable,
  as = 'div',
  headingLevel = 2,
  className,
  ref,
}: LauncherCardProps) {
  // “Go” alone is ambiguous among several cards: the card title, hidden from sight, completes the button's text
  // and so its accessible name (“Go Studio”) — for search engines' and audit tools' link text too.
  const label = (
    <>
      {goLabel}
      <VisuallyHidden.Root> {title}</VisuallyHidden.Root>
    </>
  );
  return (
    <Layout ref={ref} forwardedAs={as} headingLevel={headingLevel} className={className}>
      {visual ? <Visual aria-hidden="true">{visual}</Visual> : null}
      <div>
        <LauncherTitle as={`h${headingLevel}`}>{title}</LauncherTitle>
        {text ? <Text>{text}</Text> : null}
      </div>
      <Go>
        {unavailable ? (
          <Unavailable>
            <InfoIcon />
            {unavailable}
          </Unavailable>
        ) : href !== undefined ? (
          <LinkButton href={href} onClick={onClick} variant="primary" trailingVisual={<ArrowRightIcon />}>
            {label}
          </LinkButton>
        ) : (
          <Button onClick={onClick} variant="primary" trailingVisual={<ArrowRightIcon />}>
            {label}
          </Button>
        )}
      </Go>
    </Layout>
  );
}
LauncherCard.displayName = 'LauncherCard';
