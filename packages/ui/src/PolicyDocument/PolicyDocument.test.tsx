import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PolicyDocument } from './PolicyDocument';
import { exampleHistory, exampleLabels, exampleText } from './PolicyDocument.fixtures';

describe('<PolicyDocument />', () => {
  describe('text', () => {
    it('makes a paragraph of each block between blank lines', async () => {
      const screen = await renderWithTheme(
        <PolicyDocument title="P" text={exampleText} labels={exampleLabels} />,
      );
      await expect.element(screen.getByText(/within 72 hours/)).toBeVisible();
      expect(document.querySelectorAll('article p')).toHaveLength(3);
    });
  });

  describe('history', () => {
    it('lists the versions in a table named by its heading', async () => {
      const screen = await renderWithTheme(
        <PolicyDocument title="P" text="T" history={exampleHistory} labels={exampleLabels} />,
      );
      await expect.element(screen.getByRole('table', { name: 'Version history' })).toBeVisible();
      await expect.element(screen.getByText('Superseded')).toBeVisible();
    });

    it('is left out without history', async () => {
      const screen = await renderWithTheme(<PolicyDocument title="P" text="T" labels={exampleLabels} />);
      expect(screen.getByRole('table').query()).toBeNull();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <PolicyDocument
        title="P"
        meta="Version 1"
        text={exampleText}
        history={exampleHistory}
        labels={exampleLabels}
      />,
    );
    await expectNoAxeViolations();
  });
});
