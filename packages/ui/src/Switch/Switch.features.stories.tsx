import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Switch } from './Switch';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const meta = {
  title: 'Components/Switch/Features',
  component: Switch,
  args: { label: 'Active', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <Stack>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space and Enter toggle the focused switch. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Active' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** A switch that is on. */
export const Checked: Story = { args: { defaultChecked: true } };

/** Disabled, off and on. */
export const Disabled: Story = {
  render: (args) => (
    <>
      <Switch {...args} label="Disabled" disabled />
      <Switch {...args} label="Disabled and on" disabled defaultChecked />
    </>
  ),
};

/** The label first, spread across a settings row. */
export const LabelAtStart: Story = {
  args: { labelPosition: 'start', hint: 'Only active domains are offered for mailers', defaultChecked: true },
};

/** A long label wraps beside the switch. */
export const WithLongLabel: Story = {
  args: {
    label:
      'Send an email to the contact when the status changes and a notification is due in the selected unit',
  },
};
