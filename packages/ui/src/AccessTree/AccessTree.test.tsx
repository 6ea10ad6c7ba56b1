import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AccessTree, accessState } from './AccessTree';
import { exampleAccess, StatefulAccessTree } from './AccessTree.fixtures';

describe('<AccessTree />', () => {
  describe('accessState', () => {
    it('is off when the row is off whatever is under it, mixed when on with some row under it off', () => {
      expect(
        accessState({
          id: 'a',
          label: 'A',
          checked: false,
          children: [{ id: 'b', label: 'B', checked: true }],
        }),
      ).toBe('false');
      expect(accessState({ id: 'a', label: 'A', checked: true })).toBe('true');
      expect(
        accessState({
          id: 'a',
          label: 'A',
          checked: true,
          children: [
            { id: 'b', label: 'B', checked: true, children: [{ id: 'c', label: 'C', checked: false }] },
          ],
        }),
      ).toBe('mixed');
    });
  });

  describe('nodes', () => {
    it('shows the rows under a row only while it is on and open', async () => {
      const screen = await renderWithTheme(
        <AccessTree
          aria-label="Access"
          nodes={exampleAccess()}
          onToggle={() => undefined}
          defaultExpanded={['settings', 'projects']}
        />,
      );
      await expect.element(screen.getByRole('treeitem', { name: 'General settings' })).toBeVisible();
      expect(screen.getByRole('treeitem', { name: 'Hidden while Settings is off' }).query()).toBeNull();
      await expect
        .element(screen.getByRole('treeitem', { name: 'Projects' }))
        .toHaveAttribute('aria-level', '1');
      await expect
        .element(screen.getByRole('treeitem', { name: 'General settings' }))
        .toHaveAttribute('aria-level', '2');
    });
  });

  describe('onToggle', () => {
    it('is called by Space on the focused row and by a click, never for a disabled row', async () => {
      const onToggle = vi.fn();
      const nodes = exampleAccess().map((node) =>
        node.id === 'scheduler' ? { ...node, disabled: true } : node,
      );
      const screen = await renderWithTheme(
        <AccessTree aria-label="Access" nodes={nodes} onToggle={onToggle} />,
      );
      await userEvent.tab();
      await userEvent.keyboard(' ');
      expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'projects' }), false);
      await userEvent.click(screen.getByText('Scheduler'));
      expect(onToggle).toHaveBeenCalledTimes(1);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <StatefulAccessTree aria-label="Access" defaultExpanded={['projects', 'panels']} />,
    );
    await expectNoAxeViolations();
  });
});
