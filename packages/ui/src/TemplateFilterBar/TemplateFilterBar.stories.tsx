import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TemplateFilterBar, type TemplateFilterBarProps } from './TemplateFilterBar';
import { sortOptions, statusOptions } from './TemplateFilterBar.fixtures';

const meta = {
  title: 'Components/TemplateFilterBar',
  component: TemplateFilterBar,
  args: {
    'aria-label': 'Filter templates',
    search: { label: 'Search', value: '', onChange: fn() },
    status: { label: 'Status', value: 'all', options: statusOptions, onChange: fn() },
    sort: { label: 'Sort', value: 'date_asc', options: sortOptions, onChange: fn() },
    actions: (
      <>
        <Button variant="primary">+ New</Button>
        <Button>Translations</Button>
      </>
    ),
  },
} satisfies Meta<typeof TemplateFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bar driven by args. */
export const Playground: Story = {};

function Stateful(props: TemplateFilterBarProps) {
  const [search, setSearch] = useState('');
  return <TemplateFilterBar {...props} search={{ ...props.search, value: search, onChange: setSearch }} />;
}

/** Typing searches as you type; every control is labelled. */
export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter templates' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'welcome');
    await expect(box).toHaveValue('welcome');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Show all statuses');
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Date ascending');
  },
};
