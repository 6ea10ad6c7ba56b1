import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PermissionGroupModal } from './PermissionGroupModal';
import { groupLabels, validateGroup } from './PermissionGroupModal.fixtures';

describe('<PermissionGroupModal />', () => {
  describe('validate', () => {
    it('shows a field’s message only after the user was there, and keeps Save disabled while any is wrong', async () => {
      const screen = await renderWithTheme(
        <PermissionGroupModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          validate={validateGroup}
          onSubmit={async () => undefined}
        />,
      );
      expect(screen.getByText('Name is required').query()).toBeNull();
      await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'A');
      await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
      await expect.element(screen.getByText('Name is required')).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  });

  describe('group', () => {
    it('starts from the group being edited each time the dialog opens', async () => {
      const onSubmit = vi.fn(async () => undefined);
      const group = { name: 'Viewers', description: 'Signed-in users without any access flag.' };
      const screen = await renderWithTheme(
        <PermissionGroupModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          group={group}
          onSubmit={onSubmit}
        />,
      );
      await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Viewers');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <PermissionGroupModal
        open
        onOpenChange={() => undefined}
        labels={groupLabels}
        onSubmit={async () => undefined}
      />,
    );
    await expectNoAxeViolations();
  });
});
