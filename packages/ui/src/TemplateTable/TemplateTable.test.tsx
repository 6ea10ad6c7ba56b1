import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TemplateTable } from './TemplateTable';
import { exampleLabels, exampleRows } from './TemplateTable.fixtures';

const props = () => ({
  'aria-label': 'Email templates',
  rows: exampleRows(3),
  labels: exampleLabels,
  editHref: (row: { id: string }) => `/edit/${row.id}`,
  onCopy: vi.fn(),
  onPreview: vi.fn(),
  onDelete: vi.fn(),
});

describe('<TemplateTable />', () => {
  it('shows name, description and the status named by the caller', async () => {
    const screen = await renderWithTheme(<TemplateTable {...props()} />);
    await expect
      .element(screen.getByRole('link', { name: 'Welcome email' }))
      .toHaveAttribute('href', '/edit/template-0');
    await expect.element(screen.getByText('Draft')).toBeVisible();
    expect(screen.getByText('Live').elements()).toHaveLength(2);
  });

  describe('onPreview', () => {
    it('is offered in the row menu and called with the row', async () => {
      const p = props();
      const screen = await renderWithTheme(<TemplateTable {...p} />);
      await userEvent.click(screen.getByRole('button', { name: 'Actions for Survey reminder' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Preview' }));
      expect(p.onPreview).toHaveBeenCalledWith(expect.objectContaining({ id: 'template-2' }));
    });
  });

  describe('canPreview', () => {
    it('leaves Preview out for rows it refuses', async () => {
      const screen = await renderWithTheme(
        <TemplateTable {...props()} canPreview={(row) => row.id !== 'template-0'} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Actions for Welcome email' }));
      await expect.element(screen.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
      expect(screen.getByRole('menuitem', { name: 'Preview' }).query()).toBeNull();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<TemplateTable {...props()} />);
    await expectNoAxeViolations();
  });
});
