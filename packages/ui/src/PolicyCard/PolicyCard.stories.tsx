import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { PolicyCard } from './PolicyCard';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.cardMinWidth};
`;

const meta = {
  title: 'Components/PolicyCard',
  component: PolicyCard,
  args: {
    title: 'Data Breach Notification Procedure',
    paragraph: 'How and when we notify you of a personal data breach.',
    date: '1 Jan 2025',
    dateLabel: 'Last Update',
    href: '#/legal/data-breach',
    viewLabel: 'view',
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof PolicyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, summary and date. */
export const Playground: Story = {};

/** A policy card linking to its page. */
export const Default: Story = {};
