import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { ActionsMenu, type ActionsMenuProps } from './ActionsMenu';

function Menu(props: Partial<ActionsMenuProps> & { onDelete?: () => void }) {
  const { onDelete, ...rest } = props;
  return (
    <ActionsMenu {...rest}>
      <ActionsMenu.Item>Edit</ActionsMenu.Item>
      <ActionsMenu.LinkItem href="/templates/1">Open editor</ActionsMenu.LinkItem>
      <ActionsMenu.Separator />
      <ActionsMenu.Group label="Danger">
        <ActionsMenu.Item variant="danger" onSelect={onDelete}>
          Delete
        </ActionsMenu.Item>
      </ActionsMenu.Group>
    </ActionsMenu>
  );
}

describe('<ActionsMenu />', () => {
  describe('aria-label', () => {
    it('names the button "Actions" by default', async () => {
      const screen = await renderWithTheme(<Menu />);
      await expect.element(screen.getByRole('button', { name: uiCopy.common.actions })).toBeVisible();
    });

    it('takes a specific name', async () => {
      const screen = await renderWithTheme(<Menu aria-label="Actions for ada@example.com" />);
      await expect.element(screen.getByRole('button', { name: 'Actions for ada@example.com' })).toBeVisible();
    });
  });

  describe('children', () => {
    it('opens with Enter, moves with arrows and chooses with Enter', async () => {
      const onDelete = vi.fn();
      const screen = await renderWithTheme(<Menu onDelete={onDelete} />);
      const button = screen.getByRole('button', { name: uiCopy.common.actions });
      button.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      const link = page.getByRole('menuitem', { name: 'Open editor' });
      await expect.element(link).toHaveFocus();
      await expect.element(link).toHaveAttribute('href', '/templates/1');
      await userEvent.keyboard('{End}');
      await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onDelete).toHaveBeenCalledOnce();
      await expect.element(button).toHaveFocus();
    });

    it('closes with Escape and returns focus to the button', async () => {
      const screen = await renderWithTheme(<Menu />);
      const button = screen.getByRole('button', { name: uiCopy.common.actions });
      await userEvent.click(button);
      await expect.element(page.getByRole('menu')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(button).toHaveFocus();
    });
  });

  describe('until first used', () => {
    it('is the button alone, named and announced as a menu button', async () => {
      const screen = await renderWithTheme(<Menu />);
      const button = screen.getByRole('button', { name: uiCopy.common.actions });
      await expect.element(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
      // The menu's own trigger carries the id its menu points back to; nothing of the menu is mounted yet.
      expect(button.element().id).toBe('');
      button.element().focus();
      await expect.element(button).toHaveAttribute('id');
    });

    it('keeps the focus on the button when focusing it readies the menu', async () => {
      const screen = await renderWithTheme(<Menu />);
      const button = screen.getByRole('button', { name: uiCopy.common.actions });
      button.element().focus();
      await expect.element(button).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    });

    it("opens on a click that comes without a press or focus first (a screen reader's click)", async () => {
      const onOpenChange = vi.fn();
      const screen = await renderWithTheme(<Menu onOpenChange={onOpenChange} />);
      (screen.getByRole('button', { name: uiCopy.common.actions }).element() as HTMLButtonElement).click();
      await expect.element(page.getByRole('menu')).toBeVisible();
      expect(onOpenChange).toHaveBeenCalledWith(true);
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('disabled', () => {
    it('disables the button', async () => {
      const screen = await renderWithTheme(<Menu disabled />);
      await expect.element(screen.getByRole('button', { name: uiCopy.common.actions })).toBeDisabled();
    });
  });

  describe('size', () => {
    it('uses the control size tokens', async () => {
      const screen = await renderWithTheme(<Menu size="large" />);
      const box = screen
        .getByRole('button', { name: uiCopy.common.actions })
        .element()
        .getBoundingClientRect();
      expect(box.height).toBe(44);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Menu defaultOpen />);
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations();
  });
});
