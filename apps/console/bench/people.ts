/**
 * The user-management figures of `npm run bench:web` (issue: people and permissions at 10,000 users), in Chromium
 * against the production build and the real server:
 *   - first card: from the start of a navigation to the user-management page until the first user card shows;
 *   - search: from the last keystroke of a search until the grid's total shows the server's count for it (median of
 *     several searches, each of which the last keystroke changes);
 *   - scroll: the long tasks (over 50 ms, PerformanceObserver 'longtask') while the grid is scrolled to its end and
 *     every page loads.
 * The company gets its 10,000 users through the API's bulk invitation (500 a request), as an admin would add them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { peopleCopy } from '../src/copy/en/people.ts';

/** How many users the company gets (BENCH_PEOPLE_COUNT for a quick dry run of the script). */
export const PEOPLE = Number(process.env.BENCH_PEOPLE_COUNT ?? 10_000);
const BATCH = 500;
const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Farid', 'Grace', 'Hannah', 'Ivan', 'Jonas'];
const LAST = [
  'Schmidt',
  'Keller',
  'Vogel',
  'Okafor',
  'Laurent',
  'Haddad',
  'Chen',
  'Müller',
  'Petrov',
  'Weber',
];
/** Searches whose last keystroke changes the answer (the prefix matches more people than the whole term). */
const SEARCHES = [
  'Anna K',
  'Ben V',
  'Clara O',
  'David L',
  'Emma L',
  'Farid H',
  'Grace C',
  'Hannah M',
  'Ivan P',
  'Jonas W',
  'Anna S',
  'Ben W',
];
const USER_MANAGEMENT = '/company-settings/user-management-dashboard';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms);

/** Adds PEOPLE invited users to the signed-in admin's company, into its first group. */
async function seed(context: BrowserContext, url: string): Promise<void> {
  const headers = { 'x-requested-with': 'qone-console' };
  const groups = await context.request.get(`${url}/api/permission-groups`, { headers });
  const groupId = ((await groups.json()) as { data: { _id: string }[] }).data[0]?._id;
  if (!groupId) throw new Error('the company has no permission group to invite into');
  for (let start = 0; start < PEOPLE; start += BATCH) {
    const rows = Array.from({ length: BATCH }, (_, i) => {
      const n = start + i;
      const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
      return { name, email: `bench.person.${n}@people.example` };
    });
    const res = await context.request.post(`${url}/api/users/bulk-invite`, {
      headers,
      data: { permissionGroupId: groupId, rows },
    });
    if (!res.ok()) throw new Error(`bulk invitation failed: ${res.status()} ${await res.text()}`);
  }
}

async function totalFor(context: BrowserContext, url: string, q: string): Promise<number> {
  const res = await context.request.get(`${url}/api/users?limit=1&q=${encodeURIComponent(q)}`, {
    headers: { 'x-requested-with': 'qone-console' },
  });
  return ((await res.json()) as { total: number }).total;
}

async function firstCard(page: Page, url: string): Promise<number> {
  const start = Date.now();
  await page.goto(`${url}${USER_MANAGEMENT}`);
  await page
    .getByRole('list', { name: peopleCopy.userManagement.gridLabel })
    .getByRole('listitem')
    .first()
    .waitFor();
  return Date.now() - start;
}

/** One search's timeline, in milliseconds from its last keystroke. */
interface SearchTiming {
  /** Until the grid's total reads the server's count for the whole term. */
  totalMs: number;
  /** Until the request for the whole term left, and until its answer had arrived (resource timing). */
  requestMs: number;
  answerMs: number;
}

/** The timeline of a search for `term` whose last keystroke changes the answer. */
async function searchOnce(page: Page, term: string, total: number): Promise<SearchTiming> {
  const box = page.getByRole('searchbox', { name: peopleCopy.userManagement.searchLabel });
  await box.fill(term.slice(0, -1));
  await page.waitForTimeout(500);
  const expected = peopleCopy.userManagement.total(total);
  const waiting = page.evaluate(
    ([text, q]) =>
      new Promise<SearchTiming>((resolve) => {
        let started = 0;
        const done = () => {
          const totalMs = performance.now() - started;
          const wanted = `q=${encodeURIComponent(q).replace(/%20/g, '+')}`;
          const entry = performance
            .getEntriesByType('resource')
            .filter((e): e is PerformanceResourceTiming => e.name.includes('/api/users?'))
            .filter(
              (e) =>
                e.startTime >= started &&
                (e.name.includes(wanted) || e.name.includes(`q=${encodeURIComponent(q)}`)),
            )
            .at(-1);
          resolve({
            totalMs,
            requestMs: entry ? entry.startTime - started : -1,
            answerMs: entry ? entry.responseEnd - started : -1,
          });
        };
        // Watched without disturbing it (no layout forced while the page works): each change of the page's text is
        // checked against the status line, and the time taken at the next animation frame, the one that paints it.
        const shows = () =>
          [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent === text);
        const observer = new MutationObserver(() => {
          if (!started || !shows()) return;
          observer.disconnect();
          requestAnimationFrame(done);
        });
        // Counts from the keystroke below, on the page's own clock.
        window.addEventListener(
          'keydown',
          () => {
            started = performance.now();
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          },
          { once: true, capture: true },
        );
      }),
    [expected, term] as const,
  );
  await box.press(term.slice(-1) === ' ' ? 'Space' : (term.slice(-1) as string));
  return waiting;
}

/** The long tasks while the grid is scrolled to its end, page by page. */
async function scrollToEnd(page: Page): Promise<{ longTasks: number; longestMs: number; cards: number }> {
  await page.getByRole('searchbox', { name: peopleCopy.userManagement.searchLabel }).fill('');
  await page.waitForTimeout(1000);
  return page.evaluate(async () => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const scroller = [...document.querySelectorAll<HTMLElement>('*')].find(
      (element) =>
        element.scrollHeight > element.clientHeight + 10 && getComputedStyle(element).overflowY !== 'visible',
    );
    const target = scroller ?? document.scrollingElement ?? document.documentElement;
    let still = 0;
    let last = -1;
    while (still < 20) {
      target.scrollTop = target.scrollHeight;
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (target.scrollHeight === last) still += 1;
      else still = 0;
      last = target.scrollHeight;
    }
    observer.disconnect();
    const cards = Number(
      document.querySelector('[role="listitem"][aria-setsize]')?.getAttribute('aria-setsize') ?? 0,
    );
    return { longTasks: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)), cards };
  });
}

export interface PeopleFigures {
  users: number;
  firstCardMs: number;
  searchMedianMs: number;
  searchesMs: number[];
  /** Of each search: until its request left, and until its answer arrived (the rest is rendering). */
  searchRequestMs: number[];
  searchAnswerMs: number[];
  scroll: { longTasksOver50Ms: number; longestTaskMs: number; cardsLoaded: number };
  targets: { firstCardMs: 1000; searchMedianMs: 50; longTasksOver50Ms: 0 };
}

/** Seeds the company and measures the user grid; the context is signed in as its admin. */
export async function measurePeople(context: BrowserContext, url: string): Promise<PeopleFigures> {
  await seed(context, url);
  const page = await context.newPage();
  try {
    // A first visit warms the server's caches and the browser's code cache, as an admin's second visit would.
    await firstCard(page, url);
    const firstCardMs = await firstCard(page, url);
    const searches: SearchTiming[] = [];
    for (const term of SEARCHES)
      searches.push(await searchOnce(page, term, await totalFor(context, url, term)));
    const searchesMs = searches.map((search) => round(search.totalMs));
    const scroll = await scrollToEnd(page);
    return {
      users: PEOPLE,
      firstCardMs,
      searchMedianMs: median(searchesMs),
      searchesMs,
      searchRequestMs: searches.map((search) => round(search.requestMs)),
      searchAnswerMs: searches.map((search) => round(search.answerMs)),
      scroll: {
        longTasksOver50Ms: scroll.longTasks,
        longestTaskMs: scroll.longestMs,
        cardsLoaded: scroll.cards,
      },
      targets: { firstCardMs: 1000, searchMedianMs: 50, longTasksOver50Ms: 0 },
    };
  } finally {
    await page.close();
  }
}
