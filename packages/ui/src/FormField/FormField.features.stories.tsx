import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';
import { BareInput, InputBox } from './inputStyles';

const meta = {
  title: 'Components/FormField/Features',
  component: FormField,
  args: {
    label: 'Email',
    children: (control) => (
      <InputBox
        $invalid={Boolean(control['aria-invalid'])}
        $disabled={Boolean(control.disabled)}
        $size="medium"
      >
        <BareInput type="email" defaultValue="admin@" {...control} />
      </InputBox>
    ),
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An error message marks the control invalid and describes it. */
export const WithError: Story = {
  args: { error: 'Invalid Email', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid Email');
    await expect(input).toBeRequired();
  },
};

/** A visually hidden label still names the control. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  },
};

/** Disabled dims the label and passes `disabled` to the control. */
export const Disabled: Story = { args: { disabled: true } };
