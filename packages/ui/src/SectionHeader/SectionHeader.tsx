import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface SectionHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The section's title: an `<h2>` under the page's `<h1>`. */
  title: ReactNode;
  /** A sentence or two under the title: what the section is for. */
  description?: ReactNode;
  /** The title's id, for `aria-labelledby` on the section it opens. */
  titleId?: string;
  /** What the section offers as a whole (a button or two), at the end of the row; under the text when narrow. */
  actions?: ReactNode;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
`;

/** The top of a section of a page: its `<h2>`, what it is for, and the actions that concern it as a whole. */
export function SectionHeader({ title, description, titleId, actions, ref, ...rest }: SectionHeaderProps) {
  return (
    <Root ref={ref} {...rest}>
      <Text>
        <Title id={titleId}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Text>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
SectionHeader.displayName = 'SectionHeader';
