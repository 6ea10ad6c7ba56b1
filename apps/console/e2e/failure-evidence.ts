import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';
import { openPages, runningServers } from './harness';

const evidenceDir = resolve(import.meta.dirname, '../../../.test-results/e2e-failures');

/**
 * After a failed test: a screenshot of every page still open (under .test-results/e2e-failures/, with the page's
 * URL printed) and the servers' log, because a timeout's message says only what was awaited, never what was shown.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  mkdirSync(evidenceDir, { recursive: true });
  const slug = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const page of openPages) {
    index += 1;
    const path = join(evidenceDir, `${slug}-${index}.png`);
    try {
      await page.screenshot({ path, timeout: 5_000 });
      console.error(`[e2e evidence] ${page.url()} → ${path}`);
    } catch (error) {
      console.error(`[e2e evidence] no screenshot of ${page.url()}: ${String(error)}`);
    }
  }
  for (const server of runningServers) {
    const log = server.log().trim();
    if (log) console.error(`[e2e evidence] ${server.url} logged:\n${log.split('\n').slice(-40).join('\n')}`);
  }
});
