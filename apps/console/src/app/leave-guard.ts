import { useEffect, useSyncExternalStore } from 'react';

/**
 * Asking before leaving a page with unsaved work. The console routes in react-router's declarative mode (a third of
 * the data router's weight on every first load), which has no `useBlocker`; so the console's own links
 * (RouterLink) ask here before they navigate, and a page with unsaved work says so with `useLeaveGuard`.
 * Closing or reloading the tab asks through the browser's own `beforeunload` prompt.
 */

/** The pages that currently hold unsaved work (one while an editor is dirty). */
const holders = new Set<symbol>();
/** The navigation waiting for an answer, if any. */
let pending: (() => void) | null = null;
const listeners = new Set<() => void>();

function setPending(next: (() => void) | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/** Whether a navigation now would lose unsaved work. */
const leaveIsGuarded = () => holders.size > 0;

/** Runs `go` at once, or keeps it until the page with unsaved work lets the user confirm. */
export function requestLeave(go: () => void): void {
  if (leaveIsGuarded()) setPending(go);
  else go();
}

export interface LeaveGuard {
  /** A navigation waits for the user's answer. */
  asking: boolean;
  /** Leave after all: the waiting navigation goes ahead (the unsaved work is dropped). */
  proceed: () => void;
  /** Stay on the page. */
  stay: () => void;
}

/** Marks this page as holding unsaved work while `when` is true. */
export function useLeaveGuard(when: boolean): LeaveGuard {
  useEffect(() => {
    if (!when) return;
    const holder = Symbol('unsaved work');
    holders.add(holder);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      holders.delete(holder);
      window.removeEventListener('beforeunload', warn);
      if (holders.size === 0) setPending(null);
    };
  }, [when]);
  const asking = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== null,
  );
  return {
    asking,
    proceed: () => {
      const go = pending;
      holders.clear();
      setPending(null);
      go?.();
    },
    stay: () => setPending(null),
  };
}
