import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import type { Combobox } from './Combobox';
import { comboboxMeta, people } from './Combobox.fixtures';

const meta = {
  title: 'Components/Combobox/Features',
  ...comboboxMeta,
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the 200 to those holding the text; Down moves, Enter chooses, the box shows the choice. */
export const TypeToSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Who' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('hopper 1');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Who' });
    const shown = within(list).getAllByRole('option');
    const matching = people.filter((person) => person.label.toLowerCase().includes('hopper 1'));
    await expect(matching.length).toBeLessThan(people.length);
    await expect(shown.map((option) => option.textContent)).toEqual(matching.map((person) => person.label));
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', shown[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(matching[1]?.value);
    await expect(box).toHaveValue(matching[1]?.label);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the list and puts the choice back; nothing is chosen. */
export const Escape: Story = {
  args: { value: 'user-3' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Who' });
    await userEvent.click(box);
    await userEvent.clear(box);
    await userEvent.keyboard('zzz');
    await expect(await canvas.findByText(uiCopy.common.noResults)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('Alan Lovelace 3');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The "any" choice first; a click on an option chooses it. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Who' });
    await userEvent.click(box);
    const options = within(canvas.getByRole('listbox', { name: 'Who' })).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Anyone');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[2] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith('user-2');
    await waitFor(() => expect(box).toHaveValue('Grace Lovelace 2'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  },
};
