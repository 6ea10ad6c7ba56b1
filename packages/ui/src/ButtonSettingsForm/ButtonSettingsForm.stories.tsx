import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonSettingsForm, type ButtonSettingsFormProps } from './ButtonSettingsForm';
import { exampleLabels, exampleOptions, exampleValue } from './ButtonSettingsForm.fixtures';

const meta = {
  title: 'Components/ButtonSettingsForm',
  component: ButtonSettingsForm,
  args: { value: exampleValue, onChange: fn(), options: exampleOptions, labels: exampleLabels },
} satisfies Meta<typeof ButtonSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form driven by args. */
export const Playground: Story = {};

function Stateful(props: ButtonSettingsFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ButtonSettingsForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** A click sends the welcome email; turning SMS on enables its template select. */
export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Text/ })).toHaveValue('Join now');
    await expect(canvas.getByRole('switch', { name: 'Send Email' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'SMS Template' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Send SMS' }));
    await expect(canvas.getByRole('combobox', { name: 'SMS Template' })).toBeEnabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sendSms: true }));
  },
};
