import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { SecondFactorBadge } from './SecondFactorBadge';

const meta = {
  title: 'Components/SecondFactorBadge',
  component: SecondFactorBadge,
  args: { kinds: ['totp'] },
} satisfies Meta<typeof SecondFactorBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user with an authenticator app. */
export const Totp: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uiCopy.secondFactor.totp)).toBeVisible();
  },
};

/** A user without any second factor. */
export const None: Story = {
  args: { kinds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uiCopy.secondFactor.none)).toBeVisible();
  },
};

/** Several kinds are named in one badge. */
export const SeveralKinds: Story = {
  args: { kinds: ['totp', 'webauthn'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(`${uiCopy.secondFactor.totp}, ${uiCopy.secondFactor.webauthn}`),
    ).toBeVisible();
  },
};
