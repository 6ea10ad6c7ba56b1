import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { TextLink } from './TextLink';

const Text = styled.p`
  max-width: ${({ theme }) => theme.size.modalSmall};
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const meta = {
  title: 'Components/TextLink/Features',
  component: TextLink,
  args: { href: '/example/pricing', children: 'see the prices' },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: the underline marks it apart from the text around it. */
export const InText: Story = {
  render: (args) => (
    <Text>
      Plans start small and grow with you — <TextLink {...args} />.
    </Text>
  ),
};

/** Focused from the keyboard: the focus ring surrounds the link. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'see the prices' })).toHaveFocus();
  },
};

/** A long link text wraps with the line. */
export const LongText: Story = {
  render: (args) => (
    <Text>
      <TextLink {...args}>
        Compare every plan side by side, with the limits, the support hours and the price of each extra seat
      </TextLink>
    </Text>
  ),
};
