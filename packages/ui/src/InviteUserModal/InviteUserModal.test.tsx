import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { exampleGroups } from '../internal/people.fixtures';
import { InviteUserModal } from './InviteUserModal';
import { inviteLabels, inviteRows, validateInvite } from './InviteUserModal.fixtures';
import { parsePeopleList } from './parsePeopleList';

describe('parsePeopleList', () => {
  it('reads Name <email>, CSV or pasted cells in either order, skips headers and blank lines', () => {
    expect(
      parsePeopleList(
        [
          'Grace Hopper <grace@example.com>',
          '"Hopper, Grace" <grace.h@example.com>',
          '',
          'Name,Email',
          'Alan Turing, alan@example.com',
          'edsger@example.com;Edsger Dijkstra',
          'Barbara Liskov\tbarbara@example.com',
          '"Knuth, Donald",donald@example.com',
          'lonely@example.com',
          'Only A Name',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.com' },
      { name: 'Hopper, Grace', email: 'grace.h@example.com' },
      { name: 'Alan Turing', email: 'alan@example.com' },
      { name: 'Edsger Dijkstra', email: 'edsger@example.com' },
      { name: 'Barbara Liskov', email: 'barbara@example.com' },
      { name: 'Knuth, Donald', email: 'donald@example.com' },
      { name: '', email: 'lonely@example.com' },
      { name: 'Only A Name', email: '' },
    ]);
  });
});

describe('<InviteUserModal />', () => {
  const props = {
    open: true,
    onOpenChange: () => undefined,
    groups: exampleGroups,
    labels: inviteLabels,
    validate: validateInvite,
    onInvite: async () => undefined,
    onInviteMany: inviteRows,
  };

  describe('onInviteMany', () => {
    it('is not offered before a group is chosen and something is pasted', async () => {
      const screen = await renderWithTheme(<InviteUserModal {...props} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Several people' }));
      await expect.element(screen.getByRole('button', { name: 'Invite 0' })).toBeDisabled();
    });

    it('sends every row read from the list', async () => {
      const onInviteMany = vi.fn(inviteRows);
      const screen = await renderWithTheme(<InviteUserModal {...props} onInviteMany={onInviteMany} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Several people' }));
      await userEvent.fill(
        screen.getByRole('textbox', { name: /People/ }),
        'a <a@example.com>\nb,b@example.com',
      );
      // A real pointer click: the select's list must open above the dialog's backdrop.
      await userEvent.click(screen.getByRole('combobox'));
      await userEvent.click(screen.getByRole('listbox').getByRole('option', { name: 'Viewers' }));
      await expect.element(screen.getByRole('combobox')).toHaveTextContent('Viewers');
      await userEvent.click(screen.getByRole('button', { name: 'Invite 2' }));
      await expect.poll(() => onInviteMany.mock.calls.length).toBe(1);
      expect(onInviteMany).toHaveBeenCalledWith('group-viewers', [
        { name: 'a', email: 'a@example.com' },
        { name: 'b', email: 'b@example.com' },
      ]);
    });

    it('counts only the rows that will be invited, and flags existing users and repeated addresses before sending', async () => {
      const screen = await renderWithTheme(
        <InviteUserModal {...props} isExistingUser={(email) => email.toLowerCase() === 'ada@example.com'} />,
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Several people' }));
      await userEvent.fill(
        screen.getByRole('textbox', { name: /People/ }),
        'a <a@example.com>\nAda <ADA@example.com>\nno-address\nb,b@example.com\nA again <a@example.com>',
      );
      const preview = screen.getByRole('table', { name: 'People to invite' });
      await expect.element(preview.getByText('Already a user')).toBeVisible();
      await expect.element(preview.getByText('Listed twice')).toBeVisible();
      await expect.element(preview.getByText('Email is required')).toBeVisible();
      await expect.element(preview.getByText('Ready').nth(1)).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Invite 2' })).toBeVisible();
    });
  });

  it('is 750px wide (the large modal size)', async () => {
    const screen = await renderWithTheme(<InviteUserModal {...props} />);
    const dialog = screen.getByRole('dialog').element();
    expect(dialog.getBoundingClientRect().width).toBe(750);
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<InviteUserModal {...props} />);
    await expectNoAxeViolations();
  });
});
