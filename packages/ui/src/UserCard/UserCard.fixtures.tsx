import { ActionsMenu } from '../ActionsMenu';
import type { UserCardProps } from './UserCard';

/**
 * Example cards for the kit's own stories and tests (internal): a made-up team in each state, with an app's words.
 * The console passes its own words.
 */
export const cardWords = { groupLabel: 'Permission group', emailLabel: 'Email' } as const;

/** How an invitation mail can be doing, with an app's words. */
export const exampleMails: Record<'queued' | 'sent' | 'failed', NonNullable<UserCardProps['mail']>> = {
  queued: {
    label: 'Mail queued',
    tone: 'neutral',
    detail: 'retrying: The mail server could not be reached',
  },
  sent: { label: 'Mail sent', tone: 'success', detail: '2 minutes ago' },
  failed: {
    label: 'Mail failed',
    tone: 'danger',
    detail: 'The mail server refused the mail (SMTP 550)',
  },
};

export const exampleCards: Record<'verified' | 'invited' | 'expired' | 'deleted', UserCardProps> = {
  verified: {
    ...cardWords,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    status: { label: 'Verified', tone: 'success' },
    group: 'Administration',
    actions: (
      <ActionsMenu aria-label="Actions for ada@example.com">
        <ActionsMenu.Item>Permission Group</ActionsMenu.Item>
        <ActionsMenu.Item>Reset User Password</ActionsMenu.Item>
        <ActionsMenu.Item>Activity</ActionsMenu.Item>
        <ActionsMenu.Separator />
        <ActionsMenu.Item variant="danger">Delete User</ActionsMenu.Item>
      </ActionsMenu>
    ),
  },
  invited: {
    ...cardWords,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    status: { label: 'Invited', tone: 'attention', detail: 'expires in 6 days' },
    mail: exampleMails.sent,
    group: 'Project managers',
    actions: (
      <ActionsMenu aria-label="Actions for grace@example.com">
        <ActionsMenu.Item>Reinvite User</ActionsMenu.Item>
        <ActionsMenu.Item>Activity</ActionsMenu.Item>
        <ActionsMenu.Separator />
        <ActionsMenu.Item variant="danger">Delete Invited User</ActionsMenu.Item>
      </ActionsMenu>
    ),
  },
  expired: {
    ...cardWords,
    name: 'Alan Turing',
    email: 'alan@example.com',
    status: { label: 'Expired', tone: 'danger', detail: 'expired 3 days ago' },
    group: 'Viewers',
    actions: (
      <ActionsMenu aria-label="Actions for alan@example.com">
        <ActionsMenu.Item>Reinvite User</ActionsMenu.Item>
        <ActionsMenu.Separator />
        <ActionsMenu.Item variant="danger">Delete Invited User</ActionsMenu.Item>
      </ActionsMenu>
    ),
  },
  deleted: {
    ...cardWords,
    name: 'Former Colleague',
    email: 'former@example.com',
    status: { label: 'Deleted', tone: 'neutral' },
    group: 'Administration',
    inactive: true,
    actions: (
      <ActionsMenu aria-label="Actions for former@example.com">
        <ActionsMenu.Item>Activity</ActionsMenu.Item>
      </ActionsMenu>
    ),
  },
};
