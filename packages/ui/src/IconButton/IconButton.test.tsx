import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PencilIcon } from '../Icon';
import { theme } from '../theme';
import { IconButton } from './IconButton';

describe('<IconButton />', () => {
  describe('aria-label', () => {
    it('names the button', async () => {
      const screen = await renderWithTheme(<IconButton icon={<PencilIcon />} aria-label="Edit" />);
      await expect.element(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    });

    it('is shown as a tooltip on focus without becoming a duplicate description', async () => {
      const screen = await renderWithTheme(<IconButton icon={<PencilIcon />} aria-label="Edit" />);
      await userEvent.tab();
      await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Edit');
      expect(screen.getByRole('button').element().hasAttribute('aria-describedby')).toBe(false);
    });
  });

  describe('disableTooltip', () => {
    it('shows no tooltip', async () => {
      const screen = await renderWithTheme(
        <IconButton icon={<PencilIcon />} aria-label="Edit" disableTooltip />,
      );
      await userEvent.tab();
      await expect.element(screen.getByRole('button')).toHaveFocus();
      await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
    });
  });

  describe('size', () => {
    it.each([
      ['small', theme.size.controlSmall],
      ['medium', theme.size.controlMedium],
      ['large', theme.size.controlLarge],
    ] as const)('%s is a square of the control height', async (size, side) => {
      const screen = await renderWithTheme(
        <IconButton icon={<PencilIcon />} aria-label="Edit" size={size} />,
      );
      const box = screen.getByRole('button').element().getBoundingClientRect();
      expect(`${box.width}px`).toBe(side);
      expect(`${box.height}px`).toBe(side);
    });
  });

  describe('onClick', () => {
    it('is called from the keyboard', async () => {
      const onClick = vi.fn();
      await renderWithTheme(<IconButton icon={<PencilIcon />} aria-label="Edit" onClick={onClick} />);
      await userEvent.tab();
      await userEvent.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<IconButton icon={<PencilIcon />} aria-label="Edit" />);
    await userEvent.tab();
    await expectNoAxeViolations();
  });
});
