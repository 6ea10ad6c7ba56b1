import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Skeleton } from './Skeleton';

const CardLike = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space200};
  align-items: flex-start;
  max-width: ${({ theme }) => theme.size.modalSmall};
  padding: ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  > :last-child {
    flex: 1;
  }
`;

const meta = {
  title: 'Components/Skeleton/Features',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A block placeholder, e.g. for a table row or an image. */
export const Rectangle: Story = { args: { variant: 'rectangle', height: '120px' } };

/** A round placeholder, e.g. for an avatar. */
export const Circle: Story = { args: { variant: 'circle' } };

/** A user card while loading: avatar, name and two lines. */
export const CardPlaceholder: Story = {
  render: () => (
    <CardLike>
      <Skeleton variant="circle" />
      <Skeleton lines={3} />
    </CardLike>
  ),
};

/** With a label the placeholder is a status that screen readers announce once. */
export const WithLabel: Story = {
  args: { lines: 2, label: 'Loading templates' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading templates');
  },
};
