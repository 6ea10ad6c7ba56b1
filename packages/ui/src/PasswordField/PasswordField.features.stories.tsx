import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { PasswordField } from './PasswordField';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const meta = {
  title: 'Components/PasswordField/Features',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'correct horse', onRevealedChange: fn() },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the toggle and press Space: the toggle is pressed and the password is shown as text. */
export const Revealed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: uiCopy.passwordField.showPassword });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse');
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true);
  },
};

/** A validation message under the field. */
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Password too short', required: true },
};

/** A disabled field disables its toggle too. */
export const Disabled: Story = { args: { disabled: true } };
