import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { LauncherCard } from './LauncherCard';

describe('<LauncherCard />', () => {
  describe('title and text', () => {
    it('renders a heading and the text', async () => {
      const screen = await renderWithTheme(<LauncherCard title="Projects" text="Run projects" href="/p" />);
      await expect.element(screen.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
      await expect.element(screen.getByText('Run projects')).toBeVisible();
    });
  });

  describe('href', () => {
    it('makes “Go” a link named with the title', async () => {
      const screen = await renderWithTheme(<LauncherCard title="Projects" href="/panel-manager/projects" />);
      await expect
        .element(screen.getByRole('link', { name: `${uiCopy.common.go} Projects` }))
        .toHaveAttribute('href', '/panel-manager/projects');
    });
  });

  describe('onClick', () => {
    it('makes “Go” a button when there is no link', async () => {
      const onClick = vi.fn();
      const screen = await renderWithTheme(<LauncherCard title="Panels" onClick={onClick} />);
      await screen.getByRole('button', { name: `${uiCopy.common.go} Panels` }).click();
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('is called before a link navigates, so routers can take over', async () => {
      const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      const screen = await renderWithTheme(<LauncherCard title="Panels" href="/x" onClick={onClick} />);
      await screen.getByRole('link').click();
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('goLabel', () => {
    it('changes the button text', async () => {
      const screen = await renderWithTheme(<LauncherCard title="Panels" href="/x" goLabel="Open" />);
      await expect.element(screen.getByRole('link', { name: 'Open Panels' })).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <ul>
        <LauncherCard as="li" title="Projects" text="A" href="/a" />
        <LauncherCard as="li" title="Panels" text="B" href="/b" />
      </ul>,
    );
    await expectNoAxeViolations();
  });
});
