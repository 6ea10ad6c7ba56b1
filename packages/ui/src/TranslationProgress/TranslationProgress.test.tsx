import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TranslationProgress } from './TranslationProgress';
import { exampleProgressLabels } from './TranslationProgress.fixtures';

describe('<TranslationProgress />', () => {
  it('names its bar with the count and shows the segments to review', async () => {
    const screen = await renderWithTheme(
      <TranslationProgress translated={2} total={4} needsReview={1} labels={exampleProgressLabels} />,
    );
    await expect.element(screen.getByRole('progressbar', { name: '2 of 4 translated' })).toBeVisible();
    await expect.element(screen.getByText('1 need review')).toBeVisible();
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <TranslationProgress translated={2} total={4} needsReview={1} labels={exampleProgressLabels} />,
    );
    await expectNoAxeViolations();
  });
});
