import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Example(props: Partial<ConfirmDialogProps>) {
  return (
    <ConfirmDialog
      message={'Are you sure you want to delete user ada@example.com ?'}
      onConfirm={() => {}}
      trigger={<Button>Delete User</Button>}
      {...props}
    />
  );
}

function Controlled() {
  const [open, setOpen] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={back}>Row actions</Button>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={back}
        message="Are you sure you want to delete this item?"
        onConfirm={() => {}}
      />
    </>
  );
}

describe('<ConfirmDialog />', () => {
  describe('message and title', () => {
    it('is an alertdialog named by the title and described by the message', async () => {
      await renderWithTheme(<Example defaultOpen />);
      const dialog = page.getByRole('alertdialog', { name: uiCopy.confirmDialog.title });
      await expect.element(dialog).toBeVisible();
      await expect
        .element(dialog)
        .toHaveAccessibleDescription('Are you sure you want to delete user ada@example.com ?');
    });
  });

  describe('trigger', () => {
    it('focuses Cancel first and returns focus to the trigger on Escape', async () => {
      const onCancel = vi.fn();
      const screen = await renderWithTheme(<Example onCancel={onCancel} />);
      const trigger = screen.getByRole('button', { name: 'Delete User' });
      await userEvent.click(trigger);
      await expect.element(page.getByRole('button', { name: uiCopy.common.cancel })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
      expect(onCancel).toHaveBeenCalledOnce();
      await expect.element(trigger).toHaveFocus();
    });
  });

  describe('onConfirm', () => {
    it('confirms and closes', async () => {
      const onConfirm = vi.fn();
      const onOpenChange = vi.fn();
      await renderWithTheme(<Example defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />);
      await userEvent.click(page.getByRole('button', { name: uiCopy.common.delete }));
      expect(onConfirm).toHaveBeenCalledOnce();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('stays open and busy while a returned promise is pending, then closes', async () => {
      let resolve: () => void = () => {};
      const onConfirm = () =>
        new Promise<void>((r) => {
          resolve = r;
        });
      await renderWithTheme(<Example defaultOpen onConfirm={onConfirm} />);
      await userEvent.click(page.getByRole('button', { name: uiCopy.common.delete }));
      await expect
        .element(page.getByRole('button', { name: uiCopy.common.delete }))
        .toHaveAttribute('aria-busy', 'true');
      await expect.element(page.getByRole('button', { name: uiCopy.common.cancel })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('alertdialog')).toBeVisible();
      resolve();
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('stays open when the promise rejects', async () => {
      await renderWithTheme(<Example defaultOpen onConfirm={() => Promise.reject(new Error('nope'))} />);
      await userEvent.click(page.getByRole('button', { name: uiCopy.common.delete }));
      await expect
        .element(page.getByRole('button', { name: uiCopy.common.delete }))
        .not.toHaveAttribute('aria-busy');
      await expect.element(page.getByRole('alertdialog')).toBeVisible();
    });
  });

  describe('confirmLabel, cancelLabel and variant', () => {
    it('renames the buttons', async () => {
      await renderWithTheme(
        <Example defaultOpen confirmLabel="Remove" cancelLabel="Keep" variant="primary" />,
      );
      await expect.element(page.getByRole('button', { name: 'Remove' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Keep' })).toBeVisible();
    });
  });

  describe('loading', () => {
    it('marks the confirm button busy', async () => {
      await renderWithTheme(<Example defaultOpen loading />);
      await expect
        .element(page.getByRole('button', { name: uiCopy.common.delete }))
        .toHaveAttribute('aria-busy', 'true');
    });
  });

  describe('open and returnFocusRef', () => {
    it('returns focus to the given element', async () => {
      const screen = await renderWithTheme(<Controlled />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByRole('button', { name: 'Row actions' })).toHaveFocus();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Example defaultOpen />);
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations();
  });
});
