import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Card } from './Card';

describe('<Card />', () => {
  describe('title', () => {
    it('is a level-3 heading by default', async () => {
      const screen = await renderWithTheme(<Card title="Languages" />);
      await expect.element(screen.getByRole('heading', { level: 3, name: 'Languages' })).toBeVisible();
    });
  });

  describe('headingLevel', () => {
    it('changes the heading level', async () => {
      const screen = await renderWithTheme(<Card title="Languages" headingLevel={2} />);
      await expect.element(screen.getByRole('heading', { level: 2 })).toBeVisible();
    });
  });

  describe('description, actions, footer, children', () => {
    it('renders every slot', async () => {
      const screen = await renderWithTheme(
        <Card title="T" description="D" actions={<button type="button">A</button>} footer="F">
          Body
        </Card>,
      );
      for (const text of ['D', 'F', 'Body']) await expect.element(screen.getByText(text)).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'A' })).toBeVisible();
    });
  });

  describe('as', () => {
    it('is a region named by the title as a section', async () => {
      const screen = await renderWithTheme(<Card as="section" title="Privacy Center" />);
      await expect.element(screen.getByRole('region', { name: 'Privacy Center' })).toBeInTheDocument();
    });

    it('is a list item as li', async () => {
      const screen = await renderWithTheme(
        <ul>
          <Card as="li" title="One" />
        </ul>,
      );
      await expect.element(screen.getByRole('listitem')).toBeInTheDocument();
    });
  });

  it('forwards the ref', async () => {
    const ref = createRef<HTMLElement>();
    await renderWithTheme(<Card ref={ref} title="T" />);
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <Card title="T" description="D" actions={<button type="button">A</button>} footer="F">
        Body
      </Card>,
    );
    await expectNoAxeViolations();
  });
});
