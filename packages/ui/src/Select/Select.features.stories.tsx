import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  title: 'Components/Select/Features',
  component: Select,
  args: { label: 'Permission group', options: groups, onValueChange: fn() },
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

/**
 * While the list is open Radix sets aria-hidden on everything outside it and traps focus in the list, so the
 * trigger under that aria-hidden cannot be reached: axe's aria-hidden-focus is a false positive for open stories.
 */
const openListA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** Keyboard: Tab to the control, Enter opens the list, arrow keys move, Enter chooses, focus returns. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Permission group' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(groups.length);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('managers');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Project managers');
  },
};

/** Escape closes the list without changing the value. */
export const EscapeCloses: Story = {
  args: { defaultValue: 'finance' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Finance');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The list open with the chosen option ticked. */
export const Open: Story = {
  args: { defaultValue: 'designers', defaultOpen: true },
  parameters: openListA11y,
};

/** A value is chosen. */
export const WithValue: Story = { args: { defaultValue: 'administration' } };

/** A validation message marks the control invalid. */
export const WithError: Story = {
  args: { required: true, error: 'Choose a permission group' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Permission group' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a permission group');
  },
};

/** A disabled select. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'finance' } };

/** A disabled option cannot be chosen. */
export const WithDisabledOption: Story = {
  args: {
    defaultOpen: true,
    options: [...groups, { value: 'legacy', label: 'Legacy group (archived)', disabled: true }],
  },
  parameters: openListA11y,
};

/** A long option label is cut with an ellipsis in the closed control. */
export const WithLongLabel: Story = {
  args: {
    options: [
      {
        value: 'long',
        label: 'Panel operators with access to financials, exports and the research defender',
      },
    ],
    defaultValue: 'long',
  },
};
