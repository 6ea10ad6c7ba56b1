import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Spinner } from './Spinner';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300};
  color: ${({ theme }) => theme.color.accentFg};
`;

const meta = {
  title: 'Components/Spinner/Features',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three sizes side by side, coloured by the surrounding text colour. */
export const Sizes: Story = {
  render: () => (
    <Row>
      <Spinner size="small" />
      <Spinner size="medium" />
      <Spinner size="large" />
    </Row>
  ),
};

/** With `srText={null}` the spinner is decorative: a parent (e.g. a busy button) announces the wait. */
export const Decorative: Story = {
  args: { srText: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** A custom status text for screen readers. */
export const WithCustomText: Story = {
  args: { srText: 'Loading templates' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading templates');
  },
};
