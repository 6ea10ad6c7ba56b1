import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { RoleModal } from './RoleModal';
import { roleLabels } from './RoleModal.fixtures';

describe('<RoleModal />', () => {
  describe('role', () => {
    it('creates without one (Create) and edits with one (Update)', async () => {
      const screen = await renderWithTheme(
        <RoleModal
          open
          onOpenChange={() => undefined}
          labels={roleLabels}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
      screen.unmount();
      const editing = await renderWithTheme(
        <RoleModal
          open
          onOpenChange={() => undefined}
          labels={roleLabels}
          role={{ role: 'Lead', description: '' }}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(editing.getByRole('button', { name: 'Update' })).toBeDisabled();
    });
  });

  describe('limits', () => {
    it('bounds each field by the limits it is given, and by none when given none', async () => {
      const screen = await renderWithTheme(
        <RoleModal
          open
          onOpenChange={() => undefined}
          labels={roleLabels}
          limits={{ role: 7, description: 9 }}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxlength', '7');
      await expect
        .element(screen.getByRole('textbox', { name: /Description/ }))
        .toHaveAttribute('maxlength', '9');
      screen.unmount();
      const unbounded = await renderWithTheme(
        <RoleModal
          open
          onOpenChange={() => undefined}
          labels={roleLabels}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(unbounded.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('maxlength');
    });
  });

  describe('onSubmit', () => {
    it('sends the values and closes when it resolves', async () => {
      const onSubmit = vi.fn(async () => undefined);
      const onOpenChange = vi.fn();
      const screen = await renderWithTheme(
        <RoleModal open onOpenChange={onOpenChange} labels={roleLabels} onSubmit={onSubmit} />,
      );
      await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Analyst');
      await userEvent.click(screen.getByRole('button', { name: 'Create' }));
      await expect.poll(() => onOpenChange.mock.calls).toContainEqual([false]);
      expect(onSubmit).toHaveBeenCalledWith({ role: 'Analyst', description: '' });
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <RoleModal open onOpenChange={() => undefined} labels={roleLabels} onSubmit={async () => undefined} />,
    );
    await expectNoAxeViolations();
  });
});
