import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { UserCard } from './UserCard';
import { exampleCards } from './UserCard.fixtures';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.columnXLarge};
`;

const meta = {
  title: 'Components/UserCard',
  component: UserCard,
  args: exampleCards.verified,
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'li'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    actions: { control: false },
    status: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof UserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the name, email, state, group and the inactive look. */
export const Playground: Story = {};

/** A verified user with their actions. */
export const Default: Story = {};
