import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { NameDescriptionModal } from './NameDescriptionModal';
import { groupLabels, validateGroup } from './NameDescriptionModal.fixtures';

describe('<NameDescriptionModal />', () => {
  describe('validate', () => {
    it('shows a field’s message only after the user was there, and keeps Save disabled while any is wrong', async () => {
      const screen = await renderWithTheme(
        <NameDescriptionModal
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

  describe('record', () => {
    it('starts from the group being edited each time the dialog opens', async () => {
      const onSubmit = vi.fn(async () => undefined);
      const group = { name: 'Viewers', description: 'Signed-in users without any access flag.' };
      const screen = await renderWithTheme(
        <NameDescriptionModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          record={group}
          onSubmit={onSubmit}
        />,
      );
      await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Viewers');
    });
  });

  describe('descriptionRequired', () => {
    it('marks the description required only when told (a group needs one, a role does not)', async () => {
      const optional = await renderWithTheme(
        <NameDescriptionModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(optional.getByRole('textbox', { name: /Description/ })).not.toBeRequired();
      optional.unmount();
      const required = await renderWithTheme(
        <NameDescriptionModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          descriptionRequired
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(required.getByRole('textbox', { name: /Description/ })).toBeRequired();
    });
  });

  describe('limits', () => {
    it('bounds each field by the limits it is given, and by none when given none', async () => {
      const screen = await renderWithTheme(
        <NameDescriptionModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          limits={{ name: 7, description: 9 }}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxlength', '7');
      await expect
        .element(screen.getByRole('textbox', { name: /Description/ }))
        .toHaveAttribute('maxlength', '9');
      screen.unmount();
      const unbounded = await renderWithTheme(
        <NameDescriptionModal
          open
          onOpenChange={() => undefined}
          labels={groupLabels}
          onSubmit={async () => undefined}
        />,
      );
      await expect.element(unbounded.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('maxlength');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <NameDescriptionModal
        open
        onOpenChange={() => undefined}
        labels={groupLabels}
        onSubmit={async () => undefined}
      />,
    );
    await expectNoAxeViolations();
  });
});
