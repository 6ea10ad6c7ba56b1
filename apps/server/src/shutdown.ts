import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ShutdownSettings } from './config.js';
import { loggableError } from './plugins/app/error-handler.js';

export interface Shutdown {
  /**
   * Drains and exits: readiness fails at once; after `drainDelayMs` the server stops accepting, the requests in flight
   * finish (their answers close their connections), idle keep-alive connections are closed, then the app's onClose
   * work (the mail worker, the database) and exit with `exitCode`. At `drainDelayMs + timeoutMs` after the first
   * call whatever is left is cut and the exit code is 1. Later calls only raise the exit code.
   */
  begin(reason: string, exitCode?: 0 | 1): void;
}

export interface ShutdownOptions {
  /** Runs once the server stops accepting, before it closes (timers of the process's own periodic work). */
  beforeClose?: () => void;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

export function createShutdown(
  app: FastifyInstance,
  settings: ShutdownSettings,
  options: ShutdownOptions = {},
): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  let finalCode = 0;
  return {
    begin(reason, exitCode = 0) {
      finalCode = Math.max(finalCode, exitCode);
      if (started) {
        app.log.info({ reason }, 'already shutting down');
        return;
      }
      started = true;
      app.services.lifecycle.startDraining();
      app.log.info(
        { reason, drainDelayMs: settings.drainDelayMs, timeoutMs: settings.timeoutMs },
        'shutting down: readiness fails from now',
      );
      // Kept referenced: it must fire even if closing waits on something that holds no socket or timer.
      const deadline = setTimeout(() => {
        app.log.error(
          { timeoutMs: settings.timeoutMs },
          'shutdown deadline reached: cutting the open connections',
        );
        app.server.closeAllConnections();
        exit(1);
      }, settings.drainDelayMs + settings.timeoutMs);
      void (async () => {
        // A load balancer notices the failing readiness only at its next checks; until then it still sends requests.
        if (settings.drainDelayMs > 0) await sleep(settings.drainDelayMs);
        app.log.info('shutting down: no new connections, finishing the requests in flight');
        options.beforeClose?.();
        await app.close();
        clearTimeout(deadline);
        app.log.info('shut down');
        exit(finalCode);
      })().catch((error: unknown) => {
        app.log.error({ err: loggableError(error) }, 'shutting down failed');
        clearTimeout(deadline);
        exit(1);
      });
    },
  };
}

/**
 * SIGTERM (orchestrators, `kill`) and SIGINT (Ctrl-C) drain the server. A repeated signal changes nothing — `npm
 * start` passes Ctrl-C on to the server, which gets it from the terminal too — the deadline bounds the wait.
 */
export function drainOnSignals(shutdown: Shutdown): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => shutdown.begin(signal));
  }
}

/**
 * What the process does with an error nobody handled. An exception thrown out of an event callback leaves the
 * process in a state nobody planned (Node's own advice is not to resume): it is logged and the server drains and
 * exits 1, so a supervisor starts a fresh one while the requests in flight still finish. A rejected promise nobody
 * awaited has only lost its own work — the event loop and every other request are unharmed — so it is logged and the
 * server keeps serving: exiting would turn one lost task into an outage of every process that meets the same fault
 * (a database restart reaches them all at once). Only the error's kind, code, message without quoted values and stack
 * are logged, never its other fields (a database error carries the query's parameters).
 */
export function handleProcessFaults(app: FastifyInstance, shutdown: Shutdown): void {
  process.on('uncaughtException', (error, origin) => {
    app.log.fatal({ err: loggableError(error), origin }, 'uncaught exception: shutting down');
    shutdown.begin('uncaughtException', 1);
  });
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: loggableError(reason) }, 'unhandled promise rejection');
  });
}
