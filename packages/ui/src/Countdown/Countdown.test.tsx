import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { Countdown } from './Countdown';

describe('<Countdown />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('seconds', () => {
    it('shows the remaining seconds in a polite live timer', async () => {
      const screen = await renderWithTheme(<Countdown seconds={5} />);
      const timer = screen.getByRole('timer');
      await expect.element(timer).toHaveTextContent(uiCopy.countdown.seconds(5));
      await expect.element(timer).toHaveAttribute('aria-live', 'polite');
    });

    it('counts down once per second', async () => {
      const screen = await renderWithTheme(<Countdown seconds={5} />);
      await vi.advanceTimersByTimeAsync(2000);
      await expect.element(screen.getByRole('timer')).toHaveTextContent(uiCopy.countdown.seconds(3));
    });
  });

  describe('onComplete', () => {
    it('is called once at zero', async () => {
      const onComplete = vi.fn();
      const screen = await renderWithTheme(<Countdown seconds={5} onComplete={onComplete} />);
      const timer = screen.getByRole('timer');
      await vi.advanceTimersByTimeAsync(4000);
      await expect.element(timer).toHaveTextContent(uiCopy.countdown.seconds(1));
      expect(onComplete).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      await expect.element(timer).toHaveTextContent(uiCopy.countdown.seconds(0));
      expect(onComplete).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(onComplete).toHaveBeenCalledTimes(1);
    });
  });

  describe('paused', () => {
    it('holds the count', async () => {
      const onComplete = vi.fn();
      const screen = await renderWithTheme(<Countdown seconds={5} paused onComplete={onComplete} />);
      await vi.advanceTimersByTimeAsync(10_000);
      await expect.element(screen.getByRole('timer')).toHaveTextContent(uiCopy.countdown.seconds(5));
      expect(onComplete).not.toHaveBeenCalled();
    });
  });

  describe('format', () => {
    it('renders the count its own way', async () => {
      const screen = await renderWithTheme(<Countdown seconds={3} format={(n) => `${n}s`} paused />);
      await expect.element(screen.getByRole('timer')).toHaveTextContent('3s');
    });
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    await renderWithTheme(<Countdown seconds={5} paused />);
    await expectNoAxeViolations();
  });
});
