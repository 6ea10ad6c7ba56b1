import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';

export type CardElement = 'div' | 'section' | 'article' | 'li';
export type HeadingLevel = 2 | 3 | 4;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading of the card. */
  title?: ReactNode;
  /** A short line under the title (e.g. an email under a user's name). */
  description?: ReactNode;
  /** Buttons or menus in the header's top-right corner. */
  actions?: ReactNode;
  /** Content under a divider at the bottom (e.g. the card's main button, a date). */
  footer?: ReactNode;
  /** The card's body. */
  children?: ReactNode;
  /** The HTML element: `li` inside lists of cards, `section`/`article` to make a titled region. */
  as?: CardElement;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Inner spacing. */
  padding?: 'normal' | 'condensed';
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Root = styled.div<{ $condensed: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  background: ${({ theme }) => theme.color.canvasDefault};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  box-shadow: ${({ theme }) => theme.shadow.shadowSmall};
  list-style: none;
  --card-padding: ${({ theme, $condensed }) => ($condensed ? theme.space.space200 : theme.space.space300)};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
  padding: var(--card-padding) var(--card-padding) 0;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  color: ${({ theme }) => theme.color.fgDefault};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  margin: calc(-1 * ${({ theme }) => theme.space.space50}) calc(-1 * ${({ theme }) => theme.space.space100}) 0 0;
`;

const Body = styled.div`
  flex: 1;
  padding: var(--card-padding);
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  &:empty {
    padding-top: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space150};
  padding: ${({ theme }) => theme.space.space150} var(--card-padding);
  border-top: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  background: ${({ theme }) => theme.color.canvasSubtle};
  border-radius: 0 0 ${({ theme }) => theme.radius.radiusLarge} ${({ theme }) => theme.radius.radiusLarge};
`;

/** A bordered container with an optional title, description, header actions and footer. */
export function Card({
  title,
  description,
  actions,
  footer,
  children,
  as = 'div',
  headingLevel = 3,
  padding = 'normal',
  'aria-labelledby': labelledBy,
  ref,
  ...rest
}: CardProps) {
  const titleId = `${useId()}-title`;
  const hasHeader = Boolean(title || description || actions);
  const isRegion = as === 'section' || as === 'article';
  return (
    <Root
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      $condensed={padding === 'condensed'}
      aria-labelledby={labelledBy ?? (isRegion && title ? titleId : undefined)}
      {...rest}
    >
      {hasHeader ? (
        <Header>
          <Titles>
            {title ? (
              <Title as={`h${headingLevel}`} id={titleId}>
                {title}
              </Title>
            ) : null}
            {description ? <Description>{description}</Description> : null}
          </Titles>
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      <Body>{children}</Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </Root>
  );
}
Card.displayName = 'Card';
