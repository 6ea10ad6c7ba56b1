// Renders every story of the built Storybook (storybook-static/) once in Chromium with motion allowed and fails
// when a play function throws. `npm test` runs the stories with animations off (.storybook/vitest.setup.ts), so a
// play function that checks a dialog before its fade-in ends passes there and fails for people browsing Storybook.
//
//   npm run build-storybook && npm run test:story-plays [-- <part of a story id>…]
//
// Chromium is Debian's (CHROME_PATH, else /usr/bin/chromium), never a downloaded one.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..', 'storybook-static');
/** A story whose play function has not finished by then counts as failed. */
const STORY_TIMEOUT_MS = 20_000;
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** Pages side by side: CI has two cores. */
const WORKERS = 2;
/** A page is loaded afresh after this many stories, so one story's leftovers cannot pile up for long. */
const STORIES_PER_PAGE = 60;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

if (!existsSync(join(ROOT, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first');
  process.exit(2);
}
const filters = process.argv.slice(2);
/**
 * Stories whose play function fails in the built Storybook for a reason of its own, each with that reason; they are
 * reported, not failed. Remove an entry when its story is fixed.
 */
const KNOWN = JSON.parse(readFileSync(join(import.meta.dirname, 'story-plays.known.json'), 'utf8'));
const index = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter(
    (entry) =>
      entry.type === 'story' && (filters.length === 0 || filters.some((filter) => entry.id.includes(filter))),
  )
  .map((entry) => entry.id);
/**
 * The console's page stories render the whole console (router, lazily loaded pages, SWR, the session in local
 * storage) over a fresh fake each; what one leaves behind in the page — a pending request, a timer, a loaded chunk's
 * state — can reach the next. Each gets a page of its own, as each gets a fresh browser page in `npm test`.
 */
const pageOfItsOwn = new Set(
  Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.importPath.startsWith('./apps/console/'))
    .map((entry) => entry.id),
);

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(ROOT, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(ROOT) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * Shows `storyId` in the already loaded preview the way Storybook's own sidebar does (setCurrentStory on the
 * preview's channel) and resolves with the first outcome the preview reports.
 */
async function renderInPage(page, storyId) {
  // A story's own viewport (globals.viewport, as the layouts' phone stories set) sizes the manager's frame in
  // Storybook; here the page is that frame.
  const size = await page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
    const name = story.storyGlobals?.viewport?.value;
    const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
    return styles
      ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) }
      : null;
  }, storyId);
  await page.setViewportSize(size ?? DEFAULT_VIEWPORT);
  return page.evaluate(
    ({ storyId, timeout }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = {
          storyFinished: (event) =>
            event?.storyId === storyId && event.status === 'success' ? null : 'the story reported an error',
          playFunctionThrewException: (error) => `play function: ${error?.message ?? error}`,
          storyThrewException: (error) => `render: ${error?.message ?? error}`,
          storyErrored: (error) => `render: ${error?.title ?? ''} ${error?.description ?? ''}`,
          storyMissing: () => 'story missing',
          unhandledErrorsWhilePlaying: (errors) =>
            `unhandled while playing: ${(errors ?? []).map((error) => error?.message ?? error).join('; ')}`,
        };
        const listeners = [];
        const finish = (outcome) => {
          clearTimeout(timer);
          for (const [name, listener] of listeners) channel.off(name, listener);
          resolve(outcome);
        };
        const timer = setTimeout(() => finish(`no outcome within ${timeout} ms`), timeout);
        for (const [name, describe] of Object.entries(outcomes)) {
          const listener = (payload) => {
            // storyFinished also follows a thrown play function; the first report names the cause.
            if (name === 'storyFinished' && payload?.storyId !== storyId) return;
            finish(describe(payload));
          };
          listeners.push([name, listener]);
          channel.on(name, listener);
        }
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, timeout: STORY_TIMEOUT_MS },
  );
}

/**
 * The story the anchor page of a context shows: a kit story. A console page story there would keep a whole console
 * running beside every later story, and the console follows the session across tabs (local storage): the
 * signed-out one signed every later story out.
 */
const anchorStory = Object.values(index.entries).find(
  (entry) => entry.type === 'story' && !entry.importPath.startsWith('./apps/console/'),
).id;

/**
 * A browser context of one worker's own, with the mock service worker registered: it registers itself (and reloads
 * the page) when the first story's loaders run, and while a page it controls stays open (it unregisters when its
 * last page closes) every later page of the context starts under its control. A context of its own per worker lets
 * a worker start afresh when Chromium stops answering a navigation, without touching the other worker's pages.
 */
async function openContext() {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, reducedMotion: 'no-preference' });
  const anchor = await context.newPage();
  await anchor.goto(`${origin}/iframe.html?viewMode=story&id=${anchorStory}`, { timeout: 60_000 });
  await anchor.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  return context;
}

/** A fresh page on the preview with no story shown, ready to be told which story to show. */
async function openPreviewIn(context) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/iframe.html`, { waitUntil: 'commit', timeout: 30_000 });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await page
        .evaluate(
          () =>
            navigator.serviceWorker.controller !== null &&
            window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined &&
            window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined,
        )
        .catch(() => false);
      if (ready) return page;
      if (Date.now() > deadline) throw new Error('the preview did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await page.close().catch(() => {});
    throw error;
  }
}

const failures = [];
const flaky = [];
const queue = [...stories];
const started = Date.now();
async function worker() {
  let context = await openContext();
  /**
   * Once in a long run on a busy machine, Chromium stops answering a navigation in a context (the page never
   * commits): the worker then goes on in a new context rather than failing the run.
   */
  const openPreview = async () => {
    try {
      return await openPreviewIn(context);
    } catch (error) {
      console.warn(`~ a new browser context after: ${error.message.split('\n')[0]}`);
      await context.close().catch(() => {});
      context = await openContext();
      return openPreviewIn(context);
    }
  };
  let page = null;
  let shown = 0;
  for (let storyId = queue.shift(); storyId !== undefined; storyId = queue.shift()) {
    if (page === null || shown >= STORIES_PER_PAGE || pageOfItsOwn.has(storyId)) {
      await page?.close();
      page = await openPreview();
      shown = 0;
    }
    shown += 1;
    let outcome = await renderInPage(page, storyId).catch((error) => `page: ${error.message}`);
    if (outcome !== null) {
      // A failed story may leave the preview in any state, and a busy machine can slow one: it gets a fresh page
      // and a second try, and fails only when that fails too.
      await page.close();
      page = await openPreview();
      shown = 0;
      const again = await renderInPage(page, storyId).catch((error) => `page: ${error.message}`);
      if (again === null) {
        flaky.push({ storyId, outcome });
        console.warn(`~ ${storyId} passed on a fresh page after: ${outcome.split('\n')[0]}`);
        continue;
      }
      outcome = again;
      if (KNOWN[storyId]) {
        console.warn(`- ${storyId} (known: ${KNOWN[storyId]}): ${outcome.split('\n')[0]}`);
        continue;
      }
      failures.push({ storyId, outcome });
      console.error(`✗ ${storyId}: ${outcome}`);
      await page.close();
      page = null;
    }
  }
  await page?.close();
  await context.close();
}

try {
  await Promise.all(Array.from({ length: Math.min(WORKERS, stories.length) }, worker));
} finally {
  await browser.close();
  server.close();
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `${stories.length - failures.length} of ${stories.length} stories played with motion allowed (${seconds} s; ` +
    `${flaky.length} only on a second try)`,
);
if (failures.length > 0) process.exit(1);
