import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PermissionGroupTable } from './PermissionGroupTable';
import { exampleGroupRows, groupTableLabels } from './PermissionGroupTable.fixtures';

const props = {
  groups: exampleGroupRows,
  labels: groupTableLabels,
  onEdit: () => undefined,
  onDelete: () => undefined,
  permissionsHref: (group: { _id: string }) => `/permissions/${group._id}`,
};

describe('<PermissionGroupTable />', () => {
  describe('groups', () => {
    it('shows the members, description and what each group opens (or that it opens nothing)', async () => {
      const screen = await renderWithTheme(<PermissionGroupTable {...props} />);
      await expect.element(screen.getByRole('cell', { name: 'Viewers' })).toBeVisible();
      const rows = screen
        .getByRole('row')
        .elements()
        .map((row) => row.textContent ?? '');
      const managers = rows.find((text) => text.startsWith('Project managers'));
      expect(managers).toContain('12');
      expect(managers).toContain('Projects, Surveys, Panels (1 panel), Contacts');
      expect(rows.find((text) => text.startsWith('Viewers'))).toContain('No access');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<PermissionGroupTable {...props} />);
    await expectNoAxeViolations();
  });
});
