import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { type LeaveGuard, requestLeave, useLeaveGuard } from '../src/app/leave-guard';

/** Renders a page that holds unsaved work while `when`, and hands out its guard. */
function Page({ when, onGuard }: { when: boolean; onGuard: (guard: LeaveGuard) => void }) {
  onGuard(useLeaveGuard(when));
  return null;
}

describe('leave guard', () => {
  it('lets a navigation go at once while no page holds unsaved work', async () => {
    let guard: LeaveGuard | undefined;
    await render(<Page when={false} onGuard={(g) => (guard = g)} />);
    const go = vi.fn();
    requestLeave(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(guard?.asking).toBe(false);
  });

  it('keeps a navigation until the user answers: stay drops it, leave runs it', async () => {
    let guard: LeaveGuard | undefined;
    const screen = await render(<Page when onGuard={(g) => (guard = g)} />);
    const go = vi.fn();
    act(() => requestLeave(go));
    expect(go).not.toHaveBeenCalled();
    await expect.poll(() => guard?.asking).toBe(true);
    act(() => guard?.stay());
    await expect.poll(() => guard?.asking).toBe(false);
    expect(go).not.toHaveBeenCalled();

    act(() => requestLeave(go));
    await expect.poll(() => guard?.asking).toBe(true);
    act(() => guard?.proceed());
    expect(go).toHaveBeenCalledTimes(1);
    screen.unmount();
  });

  it('asks the browser before the tab closes while there is unsaved work, and no longer after', async () => {
    const screen = await render(<Page when onGuard={() => undefined} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    screen.unmount();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
