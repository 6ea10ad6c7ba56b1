import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

/** Sample choices: where a tracking code goes in a page, head or body. */
const locations = [
  { value: 'head', label: 'Head', hint: 'Loaded before the page renders' },
  { value: 'body', label: 'Body', hint: 'Loaded at the end of the page' },
];

const devices = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'tablet', label: 'Tablet' },
];

const meta = {
  title: 'Components/RadioGroup/Features',
  component: RadioGroup,
  args: { label: 'Preview device', options: devices, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group on the chosen option; arrow keys move and choose. */
export const Keyboard: Story = {
  args: { defaultValue: 'desktop' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Preview device' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Desktop' })).toHaveFocus();
    // Radix moves focus a tick after keydown and checks only while the arrow is held, as a real key press is.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Mobile' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Tablet' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tablet');
  },
};

/** Options in a row. */
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'mobile' } };

/** Options with their own hints. */
export const WithOptionHints: Story = {
  args: { label: 'Location', options: locations, defaultValue: 'body' },
};

/** A validation message marks the group invalid. */
export const WithError: Story = {
  args: { required: true, error: 'Choose a device' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a device');
  },
};

/** The whole group disabled. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'desktop' } };

/** One option disabled; arrow keys skip it. */
export const WithDisabledOption: Story = {
  args: {
    defaultValue: 'desktop',
    options: [
      { value: 'desktop', label: 'Desktop' },
      { value: 'mobile', label: 'Mobile', disabled: true },
      { value: 'tablet', label: 'Tablet' },
    ],
  },
};
