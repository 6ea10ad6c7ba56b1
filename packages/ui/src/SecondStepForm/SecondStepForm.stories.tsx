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

/** With a security key: its button (the app's words) under Verify runs the app's ceremony. */
export const WithSecurityKey: Story = {
  args: { securityKey: { label: 'Use a Security Key', onUse: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByRole('button', { name: 'Use a Security Key' });
    await expect(key).toHaveAttribute('type', 'button');
    await userEvent.click(key);
    await expect(args.securityKey?.onUse).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A security key and recovery codes, no authenticator app: the recovery code's field, no switch to an app's code. */
export const SecurityKeyWithoutApp: Story = {
  args: {
    initialMode: 'recovery',
    withCode: false,
    securityKey: { label: 'Use a Security Key', onUse: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: uiCopy.secondStep.recoveryCode })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiCopy.secondStep.useCode })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Use a Security Key' })).toBeEnabled();
  },
};

/** The security key's ceremony is under way: its button is busy. */
export const SecurityKeyWaiting: Story = {
  args: { securityKey: { label: 'Use a Security Key', onUse: fn(), loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Use a Security Key/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
