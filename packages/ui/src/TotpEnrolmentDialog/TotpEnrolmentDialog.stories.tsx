import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { TotpEnrolmentDialog } from './TotpEnrolmentDialog';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const enrolment = {
  secret,
  uri: `otpauth://totp/Q%20ONE%20TECH:anna.schmidt%40acme.example?issuer=Q%20ONE%20TECH&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
};

const meta = {
  title: 'Components/TotpEnrolmentDialog',
  component: TotpEnrolmentDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), onDone: fn(), enrolment },
} satisfies Meta<typeof TotpEnrolmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, the key in groups of four and the code field; Turn On waits for six digits. */
export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: uiCopy.totpEnrolment.title }),
    );
    await expect(await dialog.findByRole('img', { name: uiCopy.totpEnrolment.qrCode })).toBeVisible();
    await expect(dialog.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const field = dialog.getByRole('textbox', { name: uiCopy.totpEnrolment.code });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const turnOn = dialog.getByRole('button', { name: uiCopy.totpEnrolment.submit });
    await expect(turnOn).toBeDisabled();
    await userEvent.type(field, '492039');
    await userEvent.click(turnOn);
    await expect(args.onConfirm).toHaveBeenCalledWith('492039');
  },
};

/** While the key is being made. */
export const Starting: Story = {
  args: { enrolment: undefined },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('status')).toBeVisible());
  },
};

/** A wrong code: the server's words under the field. */
export const WrongCode: Story = {
  args: { error: 'The code is not valid. Try the current code, or a recovery code' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: uiCopy.totpEnrolment.code })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The first factor was confirmed: the recovery codes replace the form, and Done closes. */
export const RecoveryCodes: Story = {
  args: {
    recoveryCodes: Array.from({ length: 10 }, (_, n) => `K7Q2M-9XH${n}T`),
    writeClipboard: fn(async () => undefined),
  },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: uiCopy.recoveryCodes.saved }));
    await userEvent.click(dialog.getByRole('button', { name: uiCopy.recoveryCodes.done }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
  },
};
