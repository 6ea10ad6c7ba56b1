import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { MemberPreview } from './MemberPreview';
import { exampleSections } from './MemberPreview.fixtures';

describe('<MemberPreview />', () => {
  describe('headingLevel', () => {
    it('puts the sections one level under the title', async () => {
      const screen = await renderWithTheme(
        <MemberPreview title="What members see" sections={exampleSections} headingLevel={3} />,
      );
      await expect.element(screen.getByRole('heading', { level: 3, name: 'What members see' })).toBeVisible();
      await expect.element(screen.getByRole('heading', { level: 4, name: 'Home cards' })).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<MemberPreview title="What members see" sections={exampleSections} />);
    await expectNoAxeViolations();
  });
});
