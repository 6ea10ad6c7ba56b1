import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { Select } from './Select';

/** Sample permission groups, as the invite form lists them. */
const groups = [
  { value: 'administration', label: 'Administration' },
  { value: 'managers', label: 'Project managers' },
  { value: 'designers', label: 'Survey designers' },
  { value: 'finance', label: 'Finance' },
];

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Permission group', options: groups, onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, placeholder, hint, error, size and disabled. */
export const Playground: Story = { args: { hint: 'Decides what the user may open', required: true } };

/** A closed select showing its placeholder. */
export const Default: Story = {};
