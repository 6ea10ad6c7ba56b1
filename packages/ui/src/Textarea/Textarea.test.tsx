import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { Textarea } from './Textarea';

function Controlled() {
  const [value, setValue] = useState('abc');
  return (
    <Textarea label="Text" characterLimit={5} value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

describe('<Textarea />', () => {
  describe('label', () => {
    it('names the textarea', async () => {
      const screen = await renderWithTheme(<Textarea label="Description" />);
      await expect.element(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    });
  });

  describe('characterLimit', () => {
    it('shows n/max and describes the textarea with it', async () => {
      const screen = await renderWithTheme(
        <Textarea label="SMS" characterLimit={160} defaultValue="Hello" />,
      );
      await expect.element(screen.getByText('5/160')).toBeVisible();
      await expect
        .element(screen.getByRole('textbox'))
        .toHaveAccessibleDescription(`5/160 ${uiCopy.textarea.characters}`);
    });

    it('counts typed characters', async () => {
      const screen = await renderWithTheme(<Textarea label="SMS" characterLimit={160} />);
      await userEvent.type(screen.getByRole('textbox'), 'Hi there');
      await expect.element(screen.getByText('8/160')).toBeVisible();
    });

    it('counts a controlled value and marks it invalid above the limit', async () => {
      const screen = await renderWithTheme(<Controlled />);
      await expect.element(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
      await userEvent.type(screen.getByRole('textbox'), 'def');
      await expect.element(screen.getByText('6/5')).toBeVisible();
      await expect.element(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      const counter = screen.getByText('6/5').element();
      expect(getComputedStyle(counter).color).toBe('rgb(194, 29, 43)');
    });
  });

  describe('error', () => {
    it('marks the textarea invalid and links the message', async () => {
      const screen = await renderWithTheme(<Textarea label="Description" error="Description is required" />);
      await expect.element(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      await expect
        .element(screen.getByRole('textbox'))
        .toHaveAccessibleDescription('Description is required');
    });
  });

  describe('onChange', () => {
    it('is called with the event', async () => {
      const onChange = vi.fn();
      const screen = await renderWithTheme(<Textarea label="Description" onChange={onChange} />);
      await userEvent.type(screen.getByRole('textbox'), 'ab');
      expect(onChange).toHaveBeenCalledTimes(2);
    });
  });

  describe('disabled', () => {
    it('disables the textarea', async () => {
      const screen = await renderWithTheme(<Textarea label="Description" disabled />);
      await expect.element(screen.getByRole('textbox')).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <Textarea label="SMS" characterLimit={3} defaultValue="toolong" hint="Short" required />,
    );
    await expectNoAxeViolations();
  });
});
