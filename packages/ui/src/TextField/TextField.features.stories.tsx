import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { SearchIcon } from '../Icon';
import { TextField } from './TextField';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  args: { label: 'Your Name', onChange: fn() },
  decorators: [
    (Story) => (
      <Stack>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing calls onChange; Tab moves focus into the input. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your Name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Required shows a marker after the label and sets `required`. */
export const Required: Story = { args: { required: true } };

/** A hint under the input describes it. */
export const WithHint: Story = { args: { hint: 'Shown to other users of your company' } };

/** A validation message marks the input invalid, turns the border red and describes the input. */
export const WithError: Story = {
  args: {
    label: 'Email',
    defaultValue: 'ada@',
    required: true,
    error: 'Invalid Email',
    hint: 'We send the invitation to this address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${'Invalid Email'} We send the invitation to this address`,
    );
  },
};

/** A disabled input cannot be focused or edited. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ada Lovelace' } };

/** The three control heights. */
export const Sizes: Story = {
  render: (args) => (
    <>
      <TextField {...args} size="small" label="Small" />
      <TextField {...args} size="medium" label="Medium" />
      <TextField {...args} size="large" label="Large" />
    </>
  ),
};

/** An icon inside the input before the text. */
export const WithLeadingVisual: Story = {
  args: { label: 'Search', leadingVisual: <SearchIcon />, placeholder: 'Name or email' },
};

/** A long label and a long value wrap or scroll without breaking the layout. */
export const WithLongLabel: Story = {
  args: {
    label: 'Name Of Contact Person responsible for invoices, contracts and the data processing agreement',
    defaultValue:
      'A very long value that is wider than the input and scrolls inside it rather than overflowing',
  },
};

/** The focus ring of an invalid input stays red so the error remains visible. */
export const FocusedWithError: Story = {
  args: { label: 'Email', defaultValue: 'ada@', error: 'Invalid Email' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
  },
};
