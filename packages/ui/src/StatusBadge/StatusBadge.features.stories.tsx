import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { StatusBadge } from './StatusBadge';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
`;

const meta = {
  title: 'Components/StatusBadge/Features',
  component: StatusBadge,
  args: { tone: 'success', children: 'Verified' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Statuses of people, e.g. Verified (success), Invited (attention), Deleted (danger). */
export const UserStatuses: Story = {
  render: () => (
    <Row>
      <StatusBadge tone="success">Verified</StatusBadge>
      <StatusBadge tone="attention">Invited</StatusBadge>
      <StatusBadge tone="danger">Deleted</StatusBadge>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Verified', 'Invited', 'Deleted']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Statuses of content, e.g. Live (success), Draft and Disabled (neutral). */
export const ContentStatuses: Story = {
  render: () => (
    <Row>
      <StatusBadge tone="success">Live</StatusBadge>
      <StatusBadge tone="neutral">Draft</StatusBadge>
      <StatusBadge tone="neutral">Disabled</StatusBadge>
    </Row>
  ),
};

/** The small size used in table rows. */
export const Small: Story = { args: { tone: 'success', children: 'Live', size: 'small' } };
