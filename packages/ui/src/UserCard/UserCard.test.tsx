import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { UserCard } from './UserCard';
import { exampleCards, exampleMails } from './UserCard.fixtures';

describe('<UserCard />', () => {
  describe('name, status, group, email', () => {
    it('shows each, naming the group and email lines for screen readers', async () => {
      const screen = await renderWithTheme(<UserCard {...exampleCards.invited} />);
      await expect.element(screen.getByRole('heading', { level: 3, name: 'Grace Hopper' })).toBeVisible();
      await expect.element(screen.getByText('Invited')).toBeVisible();
      await expect.element(screen.getByText('expires in 6 days')).toBeVisible();
      await expect.element(screen.getByRole('term').first()).toHaveTextContent('Permission group');
      await expect.element(screen.getByRole('definition').first()).toHaveTextContent('Project managers');
      await expect.element(screen.getByRole('definition').last()).toHaveTextContent('grace@example.com');
    });
  });

  describe('mail', () => {
    it('shows how the invitation mail is doing, with the reason', async () => {
      const screen = await renderWithTheme(<UserCard {...exampleCards.invited} mail={exampleMails.failed} />);
      await expect.element(screen.getByText('Mail failed')).toBeVisible();
      await expect.element(screen.getByText('The mail server refused the mail (SMTP 550)')).toBeVisible();
    });

    it('shows no mail line without one', async () => {
      const screen = await renderWithTheme(<UserCard {...exampleCards.verified} />);
      expect(screen.getByText(/Mail (queued|sent|failed)/).query()).toBeNull();
    });
  });

  describe('actions', () => {
    it('renders the menu button only when given', async () => {
      const screen = await renderWithTheme(<UserCard {...exampleCards.verified} actions={undefined} />);
      expect(screen.getByRole('button').query()).toBeNull();
    });
  });

  describe('as', () => {
    it('is a list item as li', async () => {
      const screen = await renderWithTheme(
        <ul>
          <UserCard {...exampleCards.verified} as="li" />
        </ul>,
      );
      await expect.element(screen.getByRole('listitem')).toBeInTheDocument();
    });
  });

  it('has no axe violations in any state', async () => {
    await renderWithTheme(
      <div>
        {Object.values(exampleCards).map((card) => (
          <UserCard key={String(card.email)} {...card} />
        ))}
        {Object.entries(exampleMails).map(([state, mail]) => (
          <UserCard key={state} {...exampleCards.invited} mail={mail} />
        ))}
      </div>,
    );
    await expectNoAxeViolations();
  });
});
