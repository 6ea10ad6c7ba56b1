import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { LinkProvider } from '../layout-shared/links';
import { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';

function Menu({
  onEdit = () => {},
  onDelete = () => {},
  ...props
}: Partial<DropdownMenuProps> & { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <DropdownMenu {...props}>
      <DropdownMenu.Trigger>
        <Button>Options</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content maxHeight="menuMaxHeight">
        <DropdownMenu.Header>Ada Lovelace</DropdownMenu.Header>
        <DropdownMenu.Group label="Template">
          <DropdownMenu.Item onSelect={onEdit}>Edit</DropdownMenu.Item>
          <DropdownMenu.Item disabled>Preview</DropdownMenu.Item>
          <DropdownMenu.LinkItem href="/templates" current>
            Templates
          </DropdownMenu.LinkItem>
        </DropdownMenu.Group>
        <DropdownMenu.Separator />
        <DropdownMenu.Item variant="danger" onSelect={onDelete}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}

describe('<DropdownMenu />', () => {
  it('opens from the trigger with Enter and focuses the first item', async () => {
    const screen = await renderWithTheme(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  });

  it('moves with the arrows (skipping disabled items), wraps, and jumps by typeahead', async () => {
    const screen = await renderWithTheme(<Menu />);
    screen.getByRole('button', { name: 'Options' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Templates' })).toHaveFocus();
    await userEvent.keyboard('d');
    await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const screen = await renderWithTheme(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Options' });
    trigger.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  describe('modal', () => {
    it('hides the rest of the page from assistive technology when modal', async () => {
      const screen = await renderWithTheme(<Menu defaultOpen modal />);
      await expect.element(page.getByRole('menu')).toBeVisible();
      expect(screen.container.closest('[aria-hidden="true"]')).not.toBeNull();
    });

    it('leaves the page alone by default', async () => {
      const screen = await renderWithTheme(<Menu defaultOpen />);
      await expect.element(page.getByRole('menu')).toBeVisible();
      expect(screen.container.closest('[aria-hidden="true"]')).toBeNull();
    });
  });

  describe('open and onOpenChange', () => {
    it('reports changes and follows the controlled value', async () => {
      const onOpenChange = vi.fn();
      await renderWithTheme(<Menu open onOpenChange={onOpenChange} />);
      await expect.element(page.getByRole('menu')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await expect.element(page.getByRole('menu')).toBeVisible();
    });
  });

  describe('DropdownMenu.Item', () => {
    it('calls onSelect on Enter and closes', async () => {
      const onDelete = vi.fn();
      await renderWithTheme(<Menu defaultOpen onDelete={onDelete} />);
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onDelete).toHaveBeenCalledOnce();
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    });

    it('marks disabled items', async () => {
      await renderWithTheme(<Menu defaultOpen />);
      await expect
        .element(page.getByRole('menuitem', { name: 'Preview' }))
        .toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('DropdownMenu.LinkItem', () => {
    it('renders a link through the LinkProvider with aria-current', async () => {
      await renderWithTheme(
        <LinkProvider component={({ href, ...rest }) => <a href={`#${href}`} {...rest} />}>
          <Menu defaultOpen />
        </LinkProvider>,
      );
      const link = page.getByRole('menuitem', { name: 'Templates' });
      await expect.element(link).toHaveAttribute('href', '#/templates');
      await expect.element(link).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('DropdownMenu.Group', () => {
    it('is named by its label', async () => {
      await renderWithTheme(<Menu defaultOpen />);
      await expect.element(page.getByRole('group', { name: 'Template' })).toBeVisible();
    });
  });

  describe('maxHeight', () => {
    it('caps the height with the size token', async () => {
      await renderWithTheme(<Menu defaultOpen />);
      const menu = page.getByRole('menu').element();
      expect(getComputedStyle(menu).maxHeight).toMatch(/369px|min\(/);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Menu defaultOpen />);
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations();
  });
});
