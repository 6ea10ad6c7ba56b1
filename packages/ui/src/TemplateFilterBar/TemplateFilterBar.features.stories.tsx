import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplateFilterBar } from './TemplateFilterBar';
import { sortOptions, statusOptions } from './TemplateFilterBar.fixtures';

const meta = {
  title: 'Components/TemplateFilterBar/Features',
  component: TemplateFilterBar,
  args: {
    'aria-label': 'Filter templates',
    search: { label: 'Search', value: '', onChange: fn() },
    status: { label: 'Status', value: 'all', options: statusOptions, onChange: fn() },
    sort: { label: 'Sort', value: 'date_asc', options: sortOptions, onChange: fn() },
  },
} satisfies Meta<typeof TemplateFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a status with the keyboard reports its value. */
export const ChooseStatus: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = within(document.body).getByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Draft' }));
    await expect(args.status.onChange).toHaveBeenCalledWith('draft');
  },
};

/** Values restored from a shared link: a search, Live only, newest first. */
export const Restored: Story = {
  args: {
    search: { label: 'Search', value: 'reminder', onChange: fn() },
    status: { label: 'Status', value: 'live', options: statusOptions, onChange: fn() },
    sort: { label: 'Sort', value: 'date_desc', options: sortOptions, onChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('reminder');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Live');
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Date descending');
  },
};

/** In a narrow column the controls wrap onto lines of their own. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
