import { currentRecordOf } from '@qone/api-client';
import type { ToastOptions } from '@qone/ui';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { errorText } from './errors';

type ShowToast = (options: ToastOptions) => void;

// The toasts reach useAction through a context of the console's own, so that a signed-out screen's write (which has
// no toasts) does not pull the kit's toast module into the /login chunk.
const ActionToastContext = createContext<ShowToast | null>(null);

/** Gives useAction the toasts of the signed-in shell (`SignedInShell` puts it inside the kit's ToastProvider). */
export function ActionToasts({ toast, children }: { toast: ShowToast; children: ReactNode }) {
  return <ActionToastContext.Provider value={toast}>{children}</ActionToastContext.Provider>;
}

/** The Undo of a reversible write: a button in its success toast that runs the reverse write. */
export interface ActionUndo<Args extends unknown[], Result> {
  /** The button's text. */
  label: string;
  /** How a screen reader user reaches the same action without the toast. */
  altText: string;
  /** The reverse write. */
  run: (result: Result, ...args: Args) => Promise<unknown>;
  /** The toast once it is undone. */
  done?: (result: Result, ...args: Args) => string;
}

export interface ActionOptions<Args extends unknown[], Result> {
  /** The write (a mutation helper of `useMutations()`, which revalidates what `invalidation.ts` lists). */
  run: (...args: Args) => Promise<Result>;
  /** The success toast, from the answer and the arguments; none without it. */
  success?: (result: Result, ...args: Args) => string | ToastOptions | undefined;
  /** An Undo in the success toast, where the write can be reversed. */
  undo?: ActionUndo<Args, Result>;
  /** What the cache needs beyond the mutation's own revalidation (e.g. the answer written into a read); awaited. */
  revalidate?: (result: Result, ...args: Args) => unknown;
  /** Where a failure's text goes: `error`, for the page to show beside the form (default), or a danger toast. */
  failure?: 'inline' | 'toast';
  /** The danger toast's title when the failure is a toast (the failure's text is then its description). */
  failureTitle?: string;
  /** The text of a failure that is not an ApiError (default: the product's mutation fallback). */
  fallback?: string;
  /**
   * Failures the page shows in its own way, so they get no text. Default: a save refused because the record
   * changed meanwhile (409 with `current`), which the page's RecordConflict shows.
   */
  quiet?: (failure: unknown) => boolean;
}

export interface Action<Args extends unknown[], Result> {
  /** Runs the write; rejects with the failure after showing it, so a dialog awaiting it stays open. */
  run: (...args: Args) => Promise<Result>;
  /** Runs the write without awaiting it (a button's click): its failure shows as `failure` says. */
  start: (...args: Args) => void;
  /** Whether a run is under way. */
  pending: boolean;
  /** The last failure's text, in the product's words; null when the last run succeeded or none ran. */
  error: string | null;
  /** Clears `error` (a dialog that opens again). */
  reset: () => void;
}

/** Whether a failed save was refused because the record changed after it was read (its notice says so). */
const isConflict = (failure: unknown) => currentRecordOf(failure) !== undefined;

/**
 * Every write of the console: pending while it runs, the failure's text in the product's words (`errorText`), the
 * success toast with Undo where the write can be reversed, and the cache brought up to date.
 */
export function useAction<Args extends unknown[], Result>(
  options: ActionOptions<Args, Result>,
): Action<Args, Result> {
  const toast = useContext(ActionToastContext);
  if (!toast && (options.success || options.undo || options.failure === 'toast')) {
    throw new Error('useAction: a toast needs <ActionToasts> (the signed-in shell).');
  }
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // The latest options, so that `run` stays the same function for the page's whole life.
  const latest = useRef(options);
  latest.current = options;
  const toastRef = useRef(toast);
  toastRef.current = toast;

  const perform = useCallback(
    async <A extends unknown[], R>(write: ActionOptions<A, R>, args: A, onSuccess: (result: R) => void) => {
      setError(null);
      setRunning((count) => count + 1);
      try {
        const result = await write.run(...args);
        await write.revalidate?.(result, ...args);
        onSuccess(result);
        return result;
      } catch (failure) {
        if (!(write.quiet ?? isConflict)(failure)) {
          const text = errorText(failure, write.fallback);
          if (write.failure === 'toast') {
            toastRef.current?.(
              write.failureTitle
                ? { title: write.failureTitle, description: text, variant: 'danger' }
                : { title: text, variant: 'danger' },
            );
          } else setError(text);
        }
        throw failure;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [],
  );

  const run = useCallback(
    (...args: Args): Promise<Result> => {
      const write = latest.current;
      return perform(write, args, (result) => {
        const show = toastRef.current;
        if (!show) return;
        const said = write.success?.(result, ...args);
        const base: ToastOptions | undefined =
          said === undefined
            ? undefined
            : typeof said === 'string'
              ? { title: said, variant: 'success' }
              : said;
        const { undo } = write;
        if (base && undo) {
          show({
            ...base,
            action: {
              label: undo.label,
              altText: undo.altText,
              onSelect: () =>
                void perform(
                  {
                    run: () => undo.run(result, ...args),
                    failure: 'toast',
                    ...(write.fallback ? { fallback: write.fallback } : {}),
                    ...(write.quiet ? { quiet: write.quiet } : {}),
                  },
                  [],
                  () => {
                    if (undo.done) show({ title: undo.done(result, ...args), variant: 'success' });
                  },
                ).catch(() => undefined),
            },
          });
        } else if (base) show(base);
      });
    },
    [perform],
  );

  const start = useCallback(
    (...args: Args) => {
      // The failure is shown already (as `error` or a toast).
      run(...args).catch(() => undefined);
    },
    [run],
  );
  const reset = useCallback(() => setError(null), []);

  return { run, start, pending: running > 0, error, reset };
}
