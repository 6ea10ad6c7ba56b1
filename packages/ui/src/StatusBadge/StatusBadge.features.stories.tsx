import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { copy } from '../copy';
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
  args: { status: 'verified' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user statuses: Verified (has a password), Invited (no password), Deleted. */
export const UserStatuses: Story = {
  render: () => (
    <Row>
      <StatusBadge status="verified" />
      <StatusBadge status="invited" />
      <StatusBadge status="deleted" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [copy.statuses.verified, copy.statuses.invited, copy.statuses.deleted]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Template and language statuses: Live, Draft, Disabled. */
export const ContentStatuses: Story = {
  render: () => (
    <Row>
      <StatusBadge status="live" />
      <StatusBadge status="draft" />
      <StatusBadge status="disabled" />
    </Row>
  ),
};

/** The small size used in table rows. */
export const Small: Story = { args: { status: 'live', size: 'small' } };
