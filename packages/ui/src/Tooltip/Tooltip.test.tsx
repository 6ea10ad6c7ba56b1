import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('<Tooltip />', () => {
  describe('content', () => {
    it('is shown on keyboard focus and hidden on Escape', async () => {
      const screen = await renderWithTheme(
        <Tooltip content="More about this">
          <Button>Info</Button>
        </Tooltip>,
      );
      await userEvent.tab();
      await expect.element(screen.getByRole('tooltip')).toHaveTextContent('More about this');
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
    });

    it('describes its trigger while open', async () => {
      const screen = await renderWithTheme(
        <Tooltip content="More about this" defaultOpen>
          <Button>Info</Button>
        </Tooltip>,
      );
      await expect
        .element(screen.getByRole('button', { name: 'Info' }))
        .toHaveAccessibleDescription('More about this');
    });
  });

  describe('onOpenChange', () => {
    it('is called when hovering opens the tip', async () => {
      const onOpenChange = vi.fn();
      const screen = await renderWithTheme(
        <Tooltip content="Tip" onOpenChange={onOpenChange} delayDuration={0}>
          <Button>Info</Button>
        </Tooltip>,
      );
      await screen.getByRole('button').hover();
      await expect.poll(() => onOpenChange.mock.calls[0]?.[0]).toBe(true);
    });
  });

  describe('open', () => {
    it('stays closed when controlled closed', async () => {
      const screen = await renderWithTheme(
        <Tooltip content="Tip" open={false}>
          <Button>Info</Button>
        </Tooltip>,
      );
      await userEvent.tab();
      await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <Tooltip content="More about this" defaultOpen>
        <Button>Info</Button>
      </Tooltip>,
    );
    await expectNoAxeViolations();
  });
});
