import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TemplateFilterBar } from './TemplateFilterBar';
import { sortOptions, statusOptions } from './TemplateFilterBar.fixtures';

const props = () => ({
  search: { label: 'Search', value: '', onChange: vi.fn() },
  status: { label: 'Status', value: 'all', options: statusOptions, onChange: vi.fn() },
  sort: { label: 'Sort', value: 'name_asc', options: sortOptions, onChange: vi.fn() },
});

describe('<TemplateFilterBar />', () => {
  it('reports typing in the search box', async () => {
    const p = props();
    const screen = await renderWithTheme(<TemplateFilterBar {...p} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(p.search.onChange).toHaveBeenCalledWith('a');
  });

  it('shows the chosen status and sort', async () => {
    const screen = await renderWithTheme(<TemplateFilterBar {...props()} />);
    await expect.element(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Name ascending');
    await expect
      .element(screen.getByRole('combobox', { name: 'Status' }))
      .toHaveTextContent('Show all statuses');
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<TemplateFilterBar aria-label="Filter templates" {...props()} />);
    await expectNoAxeViolations();
  });
});
