import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { FormField } from './FormField';

const input = (props: object) => <input {...props} />;

describe('<FormField />', () => {
  describe('label', () => {
    it('names the control', async () => {
      const screen = await renderWithTheme(<FormField label="Name">{input}</FormField>);
      await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    });
  });

  describe('hint', () => {
    it('describes the control', async () => {
      const screen = await renderWithTheme(
        <FormField label="Name" hint="Your full name">
          {input}
        </FormField>,
      );
      await expect.element(screen.getByRole('textbox')).toHaveAccessibleDescription('Your full name');
    });
  });

  describe('error', () => {
    it('marks the control invalid and describes it before the hint', async () => {
      const screen = await renderWithTheme(
        <FormField label="Name" hint="Your full name" error="name is required">
          {input}
        </FormField>,
      );
      const box = screen.getByRole('textbox');
      await expect.element(box).toHaveAttribute('aria-invalid', 'true');
      await expect.element(box).toHaveAccessibleDescription('name is required Your full name');
    });
  });

  describe('required', () => {
    it('marks the control required and shows a hidden-from-AT marker', async () => {
      const screen = await renderWithTheme(
        <FormField label="Name" required>
          {input}
        </FormField>,
      );
      await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
      await expect.element(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('controlId', () => {
    it('uses the given id', async () => {
      const screen = await renderWithTheme(
        <FormField label="Name" controlId="name-input">
          {input}
        </FormField>,
      );
      await expect.element(screen.getByRole('textbox')).toHaveAttribute('id', 'name-input');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <FormField label="Name" hint="Your full name" error="name is required" required>
        {input}
      </FormField>,
    );
    await expectNoAxeViolations();
  });
});
