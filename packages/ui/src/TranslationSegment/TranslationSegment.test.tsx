import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TranslationSegment } from './TranslationSegment';
import { exampleSegmentLabels, exampleSource } from './TranslationSegment.fixtures';

const props = () => ({
  context: 'Text',
  source: exampleSource,
  value: 'Hallo ',
  onValueChange: vi.fn(),
  needsReview: false,
  onNeedsReviewChange: vi.fn(),
  labels: exampleSegmentLabels,
});

describe('<TranslationSegment />', () => {
  it('shows the source with its placeholders as chips and reports typing', async () => {
    const p = props();
    const screen = await renderWithTheme(<TranslationSegment {...p} missing={['{{firstName}}']} />);
    await expect.element(screen.getByText('{{firstName}}', { exact: true }).first()).toBeVisible();
    await screen.getByRole('textbox', { name: 'Translation (German)' }).fill('Hallo Anna');
    expect(p.onValueChange).toHaveBeenLastCalledWith('Hallo Anna');
  });

  it('inserts a placeholder where the cursor is and marks the missing ones', async () => {
    const p = props();
    const screen = await renderWithTheme(<TranslationSegment {...p} missing={['{{firstName}}']} />);
    await screen.getByRole('button', { name: 'Insert {{firstName}} (missing)' }).click();
    expect(p.onValueChange).toHaveBeenCalledWith('Hallo {{firstName}}');
    await screen.getByRole('checkbox', { name: 'Needs review' }).click();
    expect(p.onNeedsReviewChange).toHaveBeenCalledWith(true);
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <TranslationSegment {...props()} error="Missing {{firstName}}" missing={['{{firstName}}']} />,
    );
    await expectNoAxeViolations();
  });
});
