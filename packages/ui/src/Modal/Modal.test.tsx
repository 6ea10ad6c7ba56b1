import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { theme } from '../theme';
import { Modal, type ModalProps } from './Modal';

function Example(props: Partial<ModalProps>) {
  return (
    <Modal
      title="Create New"
      trigger={<Button>Invite</Button>}
      footer={
        <>
          <Modal.Close>
            <Button>{uiCopy.common.close}</Button>
          </Modal.Close>
          <Button variant="primary">Create</Button>
        </>
      }
      {...props}
    >
      {props.children ?? (
        <label>
          Name <input name="name" />
        </label>
      )}
    </Modal>
  );
}

function ControlledWithReturnRef() {
  const [open, setOpen] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={back}>Row actions</Button>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal title="Permission Group" open={open} onOpenChange={setOpen} returnFocusRef={back}>
        Body
      </Modal>
    </>
  );
}

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal title="Permission Group" open={open} onOpenChange={setOpen}>
        Body
      </Modal>
    </>
  );
}

describe('<Modal />', () => {
  describe('trigger', () => {
    it('opens from the trigger, focuses the first field and returns focus on Escape', async () => {
      const screen = await renderWithTheme(<Example />);
      const trigger = screen.getByRole('button', { name: 'Invite' });
      trigger.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('dialog', { name: 'Create New' })).toBeVisible();
      await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
    });
  });

  it('traps focus inside the dialog', async () => {
    await renderWithTheme(<Example defaultOpen />);
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    const dialog = page.getByRole('dialog').element();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  describe('footer', () => {
    it('closes from a Modal.Close button', async () => {
      const onOpenChange = vi.fn();
      await renderWithTheme(<Example defaultOpen onOpenChange={onOpenChange} />);
      await userEvent.click(page.getByRole('button', { name: uiCopy.common.close }).last());
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('size', () => {
    it('uses the large width token', async () => {
      await renderWithTheme(<Example defaultOpen size="large" />);
      const width = page.getByRole('dialog').element().getBoundingClientRect().width;
      expect(`${width}px`).toBe(theme.size.modalLarge);
    });
  });

  describe('description', () => {
    it('describes the dialog', async () => {
      await renderWithTheme(<Example defaultOpen description="Invite a colleague by email." />);
      await expect
        .element(page.getByRole('dialog'))
        .toHaveAccessibleDescription('Invite a colleague by email.');
    });
  });

  describe('hideCloseButton', () => {
    it('removes the × button', async () => {
      await renderWithTheme(<Example defaultOpen hideCloseButton />);
      expect(page.getByRole('button', { name: uiCopy.common.close }).elements()).toHaveLength(1);
    });
  });

  describe('open (controlled) and returnFocusRef', () => {
    it('returns focus to the given element when opened without a trigger', async () => {
      const screen = await renderWithTheme(<ControlledWithReturnRef />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByRole('button', { name: 'Row actions' })).toHaveFocus();
    });

    it('returns focus to the element that was focused when it opened', async () => {
      const screen = await renderWithTheme(<Controlled />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(opener).toHaveFocus();
    });
  });

  describe('children', () => {
    it('makes a scrolling body focusable', async () => {
      await renderWithTheme(
        <Example defaultOpen>
          {Array.from({ length: 40 }, (_, index) => `Paragraph ${index}`).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Example>,
      );
      const paragraph = page.getByText('Paragraph 0').element();
      await expect.poll(() => paragraph.parentElement?.getAttribute('tabindex')).toBe('0');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Example defaultOpen description="Invite a colleague by email." />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations();
  });
});
