import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for: the answer goes out first, the work runs after it. Public requests
 * whose work depends on whether an address has an account (forgot-password, sign-up) answer this way, so their
 * timing cannot tell. The work lives in this process: a crash loses it, and the caller simply asks again.
 */
export interface Background {
  /** Runs `task` once the current request has been answered. A failure is logged under `label`, nothing else of it. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (tests, and closing the app). */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done = new Promise<void>((resolve) => {
        // After the handler's answer is written: setImmediate runs once the promise jobs that send it are done.
        setImmediate(() => {
          task()
            .catch((error: unknown) => {
              // The error's own text may quote request data (an address, a name): only its kind goes to the log.
              const kind = error instanceof Error ? error.name : typeof error;
              const code = (error as { code?: unknown } | null)?.code;
              log.error(
                { task: label, error: kind, ...(typeof code === 'string' ? { code } : {}) },
                'background task failed',
              );
            })
            .finally(resolve);
        });
      });
      running.add(done);
      void done.then(() => running.delete(done));
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
