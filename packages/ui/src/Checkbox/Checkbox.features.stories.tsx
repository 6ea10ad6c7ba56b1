import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Checkbox, type CheckedState } from './Checkbox';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  max-width: ${({ theme }) => theme.size.modalSmall};
`;
const Children = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  padding-left: ${({ theme }) => theme.space.space300};
`;

const meta = {
  title: 'Components/Checkbox/Features',
  component: Checkbox,
  args: { label: 'Enable', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the focused checkbox. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Enable' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Checked, unchecked and indeterminate side by side. */
export const States: Story = {
  render: () => (
    <Stack>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" defaultChecked="indeterminate" />
    </Stack>
  ),
};

const panels = ['Germany panel', 'France panel', 'UK panel'];

/** A parent box is indeterminate while only some of its children are checked; checking it checks all. */
export const Indeterminate: Story = {
  render: function Render() {
    const [checked, setChecked] = useState<string[]>(['Germany panel']);
    const all: CheckedState =
      checked.length === panels.length ? true : checked.length === 0 ? false : 'indeterminate';
    return (
      <Stack>
        <Checkbox
          label="Select All"
          checked={all}
          onCheckedChange={(value) => setChecked(value === true ? panels : [])}
        />
        <Children>
          {panels.map((panel) => (
            <Checkbox
              key={panel}
              label={panel}
              checked={checked.includes(panel)}
              onCheckedChange={(value) =>
                setChecked((current) =>
                  value === true ? [...current, panel] : current.filter((item) => item !== panel),
                )
              }
            />
          ))}
        </Children>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(parent);
    await expect(canvas.getByRole('checkbox', { name: 'UK panel' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'France panel' }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** A hint under the label. */
export const WithHint: Story = { args: { label: 'Send SMS', hint: 'Off by default for button templates' } };

/** A validation message marks the checkbox invalid. */
export const WithError: Story = {
  args: { label: 'I accept the Data Processing Agreement', error: 'Accept the agreement to continue' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the agreement to continue');
  },
};

/** Disabled, checked and unchecked. */
export const Disabled: Story = {
  render: () => (
    <Stack>
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
    </Stack>
  ),
};

/** A long label wraps beside the box. */
export const WithLongLabel: Story = {
  args: {
    label:
      'Members may change their profile-survey answers unless answers are locked by the panel operator for this wave',
  },
  decorators: [
    (Story) => (
      <Stack>
        <Story />
      </Stack>
    ),
  ],
};
