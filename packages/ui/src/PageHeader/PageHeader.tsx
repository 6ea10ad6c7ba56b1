import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title: its one `<h1>`. */
  title: ReactNode;
  /** A sentence or two under the title. */
  description?: ReactNode;
  /** The title's id, e.g. for `aria-labelledby` on the region the header opens. */
  titleId?: string;
  /** Space between title and description: `normal`, or `loose` in a narrow centred panel. */
  spacing?: 'normal' | 'loose';
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div<{ $loose: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $loose }) => ($loose ? theme.space.space75 : theme.space.space50)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize500};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

/** The top of a page: its title as the page's `<h1>` and, under it, what the page is for. */
export function PageHeader({
  title,
  description,
  titleId,
  spacing = 'normal',
  ref,
  ...rest
}: PageHeaderProps) {
  return (
    <Root ref={ref} $loose={spacing === 'loose'} {...rest}>
      <Title id={titleId}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
    </Root>
  );
}
PageHeader.displayName = 'PageHeader';
