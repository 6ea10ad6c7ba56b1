import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from '../Card';
import { CheckIcon } from '../Icon';

export interface MemberPreviewSection {
  /** Stable key. */
  id: string;
  /** What the list is, e.g. "Home cards" or "Account Settings menu". */
  title: ReactNode;
  /** What members get, in the order they see it. */
  items: readonly string[];
  /** Said when members get nothing here. */
  emptyText: ReactNode;
}

export interface MemberPreviewProps {
  /** The panel's heading, e.g. "What members see". */
  title: ReactNode;
  /** A line under the heading, e.g. how many people this applies to. */
  description?: ReactNode;
  /** The lists of what members get. */
  sections: readonly MemberPreviewSection[];
  /** Heading level of the title (sections take the next level). */
  headingLevel?: HeadingLevel;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  padding: ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.space75};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.space100};
    font-size: ${({ theme }) => theme.fontSize.fontSize100};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.successFg};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-style: italic;
`;

/**
 * What the members of a permission group get with its current access: the home cards and menu entries they see,
 * one list per place, so an admin checks the effect of a switch without signing in as someone else.
 */
export function MemberPreview({ title, description, sections, headingLevel = 2, ref }: MemberPreviewProps) {
  const sectionLevel = Math.min(headingLevel + 1, 6);
  return (
    <Root ref={ref} aria-label={typeof title === 'string' ? title : undefined}>
      <div>
        <Title as={`h${headingLevel}`}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </div>
      {sections.map((section) => (
        <div key={section.id}>
          <SectionTitle as={`h${sectionLevel}`}>{section.title}</SectionTitle>
          {section.items.length > 0 ? (
            <Items>
              {section.items.map((item) => (
                <li key={item}>
                  <CheckIcon />
                  {item}
                </li>
              ))}
            </Items>
          ) : (
            <Empty>{section.emptyText}</Empty>
          )}
        </div>
      ))}
    </Root>
  );
}
MemberPreview.displayName = 'MemberPreview';
