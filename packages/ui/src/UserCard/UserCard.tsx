import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from '../Card';
import { KeyIcon, MailIcon } from '../Icon';
import { VisuallyHiddenText } from '../internal/visually-hidden';
import { StatusBadge, type StatusTone } from '../StatusBadge';

export interface UserCardStatus {
  /** The state's name as the app words it, e.g. "Verified", "Invited", "Expired". */
  label: ReactNode;
  /** What the state means, which decides its colour. */
  tone: StatusTone;
  /** A line about the state, e.g. "expires in 6 days"; shown beside the badge. */
  detail?: ReactNode;
}

/** How a mail about the user is doing (an invitation's), as the app words it. */
export interface UserCardMail {
  /** The mail's state as the app words it, one or two words, e.g. "Mail sent", "Mail failed". */
  label: ReactNode;
  /** What the state means, which decides its colour. */
  tone: StatusTone;
  /** Why it failed or waits, or when it went; one line beside the badge (cut with an ellipsis, whole as a tooltip). */
  detail?: ReactNode;
}

export interface UserCardProps {
  /** The person's name (the card's heading). */
  name: ReactNode;
  /** Their email address. */
  email: ReactNode;
  /** Their state. */
  status: UserCardStatus;
  /** How the mail of their invitation is doing; nothing for users without one. */
  mail?: UserCardMail;
  /** A badge beside their state, e.g. whether they have a second factor (`SecondFactorBadge`). */
  badge?: ReactNode;
  /** The name of their permission group (the app decides the fallback when they have none). */
  group: ReactNode;
  /** Names the group line for screen readers, e.g. "Permission group". */
  groupLabel: string;
  /** Names the email line for screen readers, e.g. "Email". */
  emailLabel: string;
  /** The card's "…" menu (an `ActionsMenu`), or nothing when no action applies. */
  actions?: ReactNode;
  /** Dims the card, e.g. for a deleted user who can only be looked at. */
  inactive?: boolean;
  /** The element: `div` (the default; `UserGrid` makes each card a list item), or `li` in a list of your own. */
  as?: 'li' | 'div';
  /** Heading level of the name, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Root = styled.li<{ $inactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  min-width: 0;
  height: 100%;
  box-sizing: border-box;
  margin: 0;
  padding: ${({ theme }) => theme.space.space200};
  list-style: none;
  background: ${({ theme, $inactive }) => ($inactive ? theme.color.canvasSubtle : theme.color.canvasDefault)};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  box-shadow: ${({ theme }) => theme.shadow.shadowSmall};
  color: ${({ theme, $inactive }) => ($inactive ? theme.color.fgMuted : theme.color.fgDefault)};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space100};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  flex-shrink: 0;
  margin: calc(-1 * ${({ theme }) => theme.space.space50}) calc(-1 * ${({ theme }) => theme.space.space100}) 0 0;
`;

const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const MailLine = styled(State)`
  flex-wrap: nowrap;
  min-width: 0;
  & > :first-child {
    flex-shrink: 0;
  }
`;

const MailDetail = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

const Fact = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-width: 0;
  dt {
    display: inline-flex;
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.fgSubtle};
  }
  dd {
    min-width: 0;
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * One user of a company: name, state (a badge and, for invitations, when the link expires, and how the invitation
 * mail is doing), permission group and email, with the actions that apply to them in a "…" menu. Long names and addresses are cut with an ellipsis so
 * every card of a grid has the same height; the full text stays available to screen readers and as a tooltip.
 */
export function UserCard({
  name,
  email,
  status,
  mail,
  badge,
  group,
  groupLabel,
  emailLabel,
  actions,
  inactive = false,
  as = 'div',
  headingLevel = 3,
  ref,
}: UserCardProps) {
  const nameTitle = typeof name === 'string' ? name : undefined;
  const emailTitle = typeof email === 'string' ? email : undefined;
  const groupTitle = typeof group === 'string' ? group : undefined;
  return (
    <Root ref={ref as Ref<HTMLLIElement>} as={as} $inactive={inactive}>
      <Header>
        <Name as={`h${headingLevel}`} title={nameTitle}>
          {name}
        </Name>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      <State>
        <StatusBadge tone={status.tone} size="small">
          {status.label}
        </StatusBadge>
        {status.detail ? <span>{status.detail}</span> : null}
        {badge}
      </State>
      {mail ? (
        <MailLine>
          <StatusBadge tone={mail.tone} size="small">
            {mail.label}
          </StatusBadge>
          {mail.detail ? (
            <MailDetail title={typeof mail.detail === 'string' ? mail.detail : undefined}>
              {mail.detail}
            </MailDetail>
          ) : null}
        </MailLine>
      ) : null}
      <Facts>
        <Fact>
          <dt>
            <KeyIcon />
            <VisuallyHiddenText>{groupLabel}</VisuallyHiddenText>
          </dt>
          <dd title={groupTitle}>{group}</dd>
        </Fact>
        <Fact>
          <dt>
            <MailIcon />
            <VisuallyHiddenText>{emailLabel}</VisuallyHiddenText>
          </dt>
          <dd title={emailTitle}>{email}</dd>
        </Fact>
      </Facts>
    </Root>
  );
}
UserCard.displayName = 'UserCard';
