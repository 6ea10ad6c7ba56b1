import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { RolesTable } from './RolesTable';
import { exampleRoles, rolesLabels } from './RolesTable.fixtures';

describe('<RolesTable />', () => {
  describe('roles', () => {
    it('lists each role with its description, sorted by name, and a menu named after it', async () => {
      const screen = await renderWithTheme(
        <RolesTable
          roles={exampleRoles}
          labels={rolesLabels}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />,
      );
      const cells = screen
        .getByRole('cell')
        .elements()
        .map((cell) => cell.textContent);
      expect(cells.filter((_, i) => i % 3 === 0)).toEqual(['Editor', 'Owner', 'Viewer']);
      await expect.element(screen.getByRole('button', { name: 'Actions for Owner' })).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <RolesTable
        roles={exampleRoles}
        labels={rolesLabels}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    await expectNoAxeViolations();
  });
});
