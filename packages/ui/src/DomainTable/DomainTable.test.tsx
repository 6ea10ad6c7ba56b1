import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { DomainTable } from './DomainTable';
import { exampleDomainLabels, exampleDomains } from './DomainTable.fixtures';

describe('<DomainTable />', () => {
  it('shows the domains with their active and verification states', async () => {
    const screen = await renderWithTheme(
      <DomainTable
        rows={exampleDomains}
        labels={exampleDomainLabels}
        onEdit={vi.fn()}
        onShowRecords={vi.fn()}
      />,
    );
    await expect.element(screen.getByRole('table', { name: 'Domains' })).toBeVisible();
    await expect.element(screen.getByText('Inactive')).toBeVisible();
    await expect.element(screen.getByText('Partially verified')).toBeVisible();
  });

  it('reports which domain to edit', async () => {
    const onEdit = vi.fn();
    const screen = await renderWithTheme(
      <DomainTable
        rows={exampleDomains}
        labels={exampleDomainLabels}
        onEdit={onEdit}
        onShowRecords={vi.fn()}
      />,
    );
    await screen.getByRole('button', { name: 'Edit legacy.acme.example' }).click();
    expect(onEdit).toHaveBeenCalledWith('d3');
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <DomainTable
        rows={exampleDomains}
        labels={exampleDomainLabels}
        onEdit={vi.fn()}
        onShowRecords={vi.fn()}
      />,
    );
    await expectNoAxeViolations();
  });
});
