import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { Combobox, type ComboboxProps } from './Combobox';

/** 200 people, as a company with many administrators has. */
export const people = Array.from({ length: 200 }, (_, n) => ({
  value: `user-${n + 1}`,
  label: `${['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'][n % 5]} ${['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov'][Math.floor(n / 5) % 5]} ${n + 1}`,
}));

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

/** What both story files of the Combobox share: the 200 people, a controlled box, room below for the list. */
export const comboboxMeta = {
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
} satisfies Omit<Meta<typeof Combobox>, 'title'>;
