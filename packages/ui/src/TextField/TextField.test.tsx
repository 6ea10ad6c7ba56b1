import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { theme } from '../theme';
import { TextField } from './TextField';

describe('<TextField />', () => {
  describe('label', () => {
    it('names the input', async () => {
      const screen = await renderWithTheme(<TextField label="Email" />);
      await expect.element(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    });

    it('focuses the input when clicked', async () => {
      const screen = await renderWithTheme(<TextField label="Email" />);
      await screen.getByText('Email').click();
      await expect.element(screen.getByRole('textbox')).toHaveFocus();
    });
  });

  describe('hint', () => {
    it('describes the input', async () => {
      const screen = await renderWithTheme(<TextField label="Email" hint="Work address" />);
      await expect.element(screen.getByRole('textbox')).toHaveAccessibleDescription('Work address');
    });
  });

  describe('error', () => {
    it('sets aria-invalid and links the message', async () => {
      const screen = await renderWithTheme(<TextField label="Email" error="Email is required" />);
      const input = screen.getByRole('textbox');
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      await expect.element(input).toHaveAccessibleDescription('Email is required');
    });

    it('is valid without an error', async () => {
      const screen = await renderWithTheme(<TextField label="Email" />);
      expect(screen.getByRole('textbox').element().hasAttribute('aria-invalid')).toBe(false);
    });
  });

  describe('aria-describedby', () => {
    it('keeps the caller’s description too', async () => {
      const screen = await renderWithTheme(
        <>
          <p id="extra">Extra</p>
          <TextField label="Email" hint="Hint" aria-describedby="extra" />
        </>,
      );
      await expect.element(screen.getByRole('textbox')).toHaveAccessibleDescription('Hint Extra');
    });
  });

  describe('required', () => {
    it('sets required', async () => {
      const screen = await renderWithTheme(<TextField label="Email" required />);
      await expect.element(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    });
  });

  describe('disabled', () => {
    it('disables the input', async () => {
      const screen = await renderWithTheme(<TextField label="Email" disabled />);
      await expect.element(screen.getByRole('textbox')).toBeDisabled();
    });
  });

  describe('onChange', () => {
    it('receives typed text', async () => {
      const onChange = vi.fn();
      const screen = await renderWithTheme(<TextField label="Name" onChange={onChange} />);
      await userEvent.type(screen.getByRole('textbox'), 'Ada');
      expect(onChange).toHaveBeenCalledTimes(3);
      await expect.element(screen.getByRole('textbox')).toHaveValue('Ada');
    });
  });

  describe('size', () => {
    it('uses the large control height', async () => {
      const screen = await renderWithTheme(<TextField label="Name" size="large" />);
      const box = screen.getByRole('textbox').element().parentElement as HTMLElement;
      expect(`${box.getBoundingClientRect().height}px`).toBe(theme.size.controlLarge);
    });
  });

  it('forwards the ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithTheme(<TextField label="Name" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<TextField label="Email" hint="Work address" error="Invalid Email" required />);
    await expectNoAxeViolations();
  });
});
