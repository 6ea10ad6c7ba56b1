import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { SummaryCard } from './SummaryCard';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.cardMinWidth};
`;

const meta = {
  title: 'Components/SummaryCard',
  component: SummaryCard,
  args: {
    title: 'Time Zones',
    figures: [
      { label: 'Enabled', value: 3 },
      { label: 'Default', value: 'Europe/Berlin' },
    ],
    actionHref: '#/time-zones',
    actionLabel: 'Edit',
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof SummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, figures and button. */
export const Playground: Story = {};

/** A settings area's figures with a button to its page. */
export const Default: Story = {};
