import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { exampleGroups } from '../internal/people.fixtures';
import { AssignGroupModal } from './AssignGroupModal';
import { assignLabels } from './AssignGroupModal.fixtures';

describe('<AssignGroupModal />', () => {
  describe('currentGroupId', () => {
    it('is chosen when the dialog opens, and Save waits for another', async () => {
      const screen = await renderWithTheme(
        <AssignGroupModal
          open
          onOpenChange={() => undefined}
          groups={exampleGroups}
          currentGroupId="group-viewers"
          labels={assignLabels}
          onSave={async () => undefined}
        />,
      );
      await expect.element(screen.getByRole('combobox')).toHaveTextContent('Viewers');
      await expect.element(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <AssignGroupModal
        open
        onOpenChange={() => undefined}
        groups={exampleGroups}
        labels={assignLabels}
        onSave={async () => undefined}
      />,
    );
    await expectNoAxeViolations();
  });
});
