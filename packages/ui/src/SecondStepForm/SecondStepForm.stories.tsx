import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { SecondStepForm, type SecondStepFormProps, type SecondStepMode } from './SecondStepForm';

/** The form with its mode kept in state, as the login page keeps it. */
function Stateful(
  props: Omit<SecondStepFormProps, 'mode' | 'onModeChange'> & { initialMode?: SecondStepMode },
) {
  const [mode, setMode] = useState<SecondStepMode>(props.initialMode ?? 'code');
  return <SecondStepForm {...props} mode={mode} onModeChange={setMode} />;
}

const meta = {
  title: 'Components/SecondStepForm',
  component: Stateful,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The authenticator app's code: a numeric one-time-code field; Verify waits for six digits. */
export const Code: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: uiCopy.secondStep.code });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    const verify = canvas.getByRole('button', { name: uiCopy.secondStep.submit });
    await expect(verify).toBeDisabled();
    await userEvent.type(field, '123 456');
    await expect(verify).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

/** "Use a recovery code instead" swaps the field; the link leads back. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.secondStep.useRecoveryCode }));
    const field = canvas.getByRole('textbox', { name: uiCopy.secondStep.recoveryCode });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'k7q2m-9xh4t');
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.secondStep.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('k7q2m-9xh4t');
    await expect(canvas.getByRole('button', { name: uiCopy.secondStep.useCode })).toBeVisible();
  },
};

/** A wrong code: the server's words under the field, which is marked invalid. */
export const WrongCode: Story = {
  args: { error: 'The code is not valid. Try the current code, or a recovery code' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: uiCopy.secondStep.code });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The code is not valid. Try the current code, or a recovery code'),
    );
  },
};

/** The code is being checked: Verify is busy. */
export const Checking: Story = {
  args: { loading: true },
};
