import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { ActivityFilters, type ActivityFiltersProps, type ActivityFilterValue } from './ActivityFilters';
import { actionGroups, actors, areas, filterLabels, noFilter, ranges } from './ActivityFilters.fixtures';

/** The filters held by their caller, as an app holds them (in its address). */
function Controlled(props: ActivityFiltersProps) {
  const [value, setValue] = useState<ActivityFilterValue>(props.value);
  return (
    <ActivityFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ActivityFilters/Features',
  component: ActivityFilters,
  render: (args) => <Controlled {...args} />,
  args: {
    value: noFilter,
    onChange: fn(),
    onClear: fn(),
    actors,
    areas,
    actions: actionGroups,
    ranges,
    customRange: 'custom',
    labels: filterLabels,
    searchDelay: 50,
  },
} satisfies Meta<typeof ActivityFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice reports the whole value; choosing an area clears the action. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'user.invited');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilter, action: 'user.invited' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Area' }), 'company');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilter, area: 'company' });
    // Who is typed, not scrolled to: a company may have hundreds of people.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Who' }));
    await userEvent.keyboard('kell');
    await expect(within(canvas.getByRole('listbox', { name: 'Who' })).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilter, area: 'company', actor: 'u2' });
    await expect(canvas.getByRole('combobox', { name: 'Who' })).toHaveValue('Ben Keller');
  },
};

/** Actions are grouped by area, in words. */
export const GroupedActions: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Action' });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    await expect(groups).toEqual(['People', 'Permission groups']);
    await expect(within(select).getByRole('option', { name: 'Access changed' })).toHaveValue(
      'permission-group.flag-changed',
    );
  },
};

/** The search reports once typing pauses, not at every key. */
export const DebouncedSearch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search names' }), 'anna');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ ...noFilter, q: 'anna' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Custom shows two date fields; a preset clears them. */
export const CustomRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('From')).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When' }), 'custom');
    const from = canvas.getByLabelText('From');
    await userEvent.type(from, '2025-06-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...noFilter,
      range: 'custom',
      from: '2025-06-01',
    });
    await expect(canvas.getByLabelText('To (including)')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When' }), '7d');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilter, range: '7d' });
  },
};

/** One record as a removable chip naming it; Clear filters while anything is set. */
export const TargetChip: Story = {
  args: {
    value: { ...noFilter, area: 'permission-groups' },
    target: { label: 'Regional managers', onRemove: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: uiCopy.activityFilters.removeFilter('Only: Regional managers') }),
    );
    await expect(args.target?.onRemove).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** At 390 px the fields fold behind the Filters button. */
export const AtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(canvas.getByRole('combobox', { name: 'Area', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Area' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
