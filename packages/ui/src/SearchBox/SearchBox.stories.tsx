import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { SearchBox } from './SearchBox';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, placeholder, size and disabled. */
export const Playground: Story = {
  args: { label: 'Search users', placeholder: 'Name or email', showLabel: true },
};

/** A search box named “Search” with its label kept for screen readers. */
export const Default: Story = {};
