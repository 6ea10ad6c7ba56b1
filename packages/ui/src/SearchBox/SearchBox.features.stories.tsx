import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { SearchBox } from './SearchBox';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalSmall};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const meta = {
  title: 'Components/SearchBox/Features',
  component: SearchBox,
  args: { label: 'Search users', placeholder: 'Name or email', onValueChange: fn() },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each query; the clear button appears once there is text. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ada');
    await expect(canvas.getByRole('button', { name: uiCopy.searchBox.clear })).toBeVisible();
  },
};

/** The clear button empties the box and returns focus to it; Escape does the same from the keyboard. */
export const Clearing: Story = {
  args: { defaultValue: 'lovelace' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.searchBox.clear }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('ada');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** With a query, showing the clear button. */
export const WithValue: Story = { args: { defaultValue: 'ada@qone.example' } };

/** The label shown above the box. */
export const WithVisibleLabel: Story = { args: { showLabel: true } };

/** A disabled search box. */
export const Disabled: Story = { args: { disabled: true } };

/** The three control heights. */
export const Sizes: Story = {
  render: (args) => (
    <Stack>
      <SearchBox {...args} size="small" label="Small" />
      <SearchBox {...args} size="medium" label="Medium" />
      <SearchBox {...args} size="large" label="Large" />
    </Stack>
  ),
};
