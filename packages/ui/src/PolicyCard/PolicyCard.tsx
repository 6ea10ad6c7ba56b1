import { VisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { LinkButton } from '../Button';
import { Card, type CardElement, type HeadingLevel } from '../Card';

export interface PolicyCardProps {
  /** The policy's title. */
  title: ReactNode;
  /** The summary paragraph. */
  paragraph: ReactNode;
  /** The date of its last update, formatted by the caller. */
  date: ReactNode;
  /** The words before the date, e.g. “Last Update”. */
  dateLabel: string;
  /** Where the card's button leads (the policy's page). */
  href: string;
  /** The button's text, e.g. “view”. */
  viewLabel: string;
  /** A badge or line of status (e.g. “Draft pending”, “Accepted”). */
  status?: ReactNode;
  /** The HTML element of the card; `li` inside a list of cards. */
  as?: CardElement;
  /** Heading level of the title. */
  headingLevel?: HeadingLevel;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Paragraph = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space100};
  width: 100%;
`;

const DateLine = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

/** A policy of the legal and security center: title, summary, last update and a button to read it. */
export function PolicyCard({
  title,
  paragraph,
  date,
  dateLabel,
  href,
  viewLabel,
  status,
  as = 'article',
  headingLevel = 2,
  ref,
}: PolicyCardProps) {
  return (
    <Card
      ref={ref}
      as={as}
      title={title}
      description={status}
      headingLevel={headingLevel}
      footer={
        <Footer>
          <DateLine>
            {dateLabel}: {date}
          </DateLine>
          <LinkButton href={href} size="small" variant="secondary">
            {viewLabel}
            <VisuallyHidden.Root> {title}</VisuallyHidden.Root>
          </LinkButton>
        </Footer>
      }
    >
      <Paragraph>{paragraph}</Paragraph>
    </Card>
  );
}
PolicyCard.displayName = 'PolicyCard';
