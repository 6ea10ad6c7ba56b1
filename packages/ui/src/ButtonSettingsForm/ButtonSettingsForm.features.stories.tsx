import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonSettingsForm } from './ButtonSettingsForm';
import { exampleLabels, exampleOptions, exampleValue } from './ButtonSettingsForm.fixtures';

const meta = {
  title: 'Components/ButtonSettingsForm/Features',
  component: ButtonSettingsForm,
  args: { value: exampleValue, onChange: fn(), options: exampleOptions, labels: exampleLabels },
} satisfies Meta<typeof ButtonSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new button: nothing chosen yet, email on and SMS off by default. */
export const Defaults: Story = {
  args: {
    value: {
      text: 'Join now',
      linkedModule: null,
      linkedOption: null,
      updateStatusTo: null,
      routing: null,
      onClickAction: null,
      openInWindow: null,
      sendEmail: true,
      sendSms: false,
      emailTemplateId: null,
      smsTemplateId: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Linked Module' })).toHaveTextContent('None');
    await expect(canvas.getByRole('switch', { name: 'Send SMS' })).not.toBeChecked();
  },
};

/** No live template to send yet: the selects say so. */
export const NoTemplates: Story = {
  args: { options: { ...exampleOptions, emailTemplates: [], smsTemplates: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No live template of this type yet.')).toHaveLength(2);
  },
};

/** Choosing None unsets a choice. */
export const ChooseNone: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Open In Window' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'None' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ openInWindow: null }));
  },
};

/** While saving every control is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Text/ })).toBeDisabled();
  },
};

/** A validation message under the text. */
export const WithError: Story = {
  args: { value: { ...exampleValue, text: '' }, errors: { text: 'The button needs a text' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The button needs a text')).toBeVisible();
  },
};
