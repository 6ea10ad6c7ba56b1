import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { Combobox, type ComboboxProps } from './Combobox';
import { people } from './Combobox.fixtures';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.columnMedium};
  min-height: 420px;
`;

/** Controlled by the story, so the choice shows. */
function Stateful(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Combobox
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { label: 'Who', any: 'Anyone', value: '', options: people, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, the "any" choice and the options. */
export const Playground: Story = {};

/** A choice made: the box shows its label. */
export const Default: Story = { args: { value: 'user-7' } };
