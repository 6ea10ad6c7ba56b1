import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '/example/guide', children: 'Read the guide' },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the text and the destination. */
export const Playground: Story = {};

/** A link on its own, e.g. under a form field; Tab reaches it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the guide' });
    await expect(link).toHaveAttribute('href', '/example/guide');
  },
};
