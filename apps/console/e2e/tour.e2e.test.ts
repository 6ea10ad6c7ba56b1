import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { frameCopy, homeCopy } from '../src/copy';
import { adminPage } from './admin';
import { launchBrowser, type RunningServer, startServer } from './harness';

/**
 * The tour of issue 23: signed in once as the seeded admin, every entry of both sidebars, of the profile menus,
 * the home cards and the overview cards, each screen checked for what makes a console look unfinished — "not built
 * yet", a console error, a failed request nobody expected, an element spilling out of its container — at 1440×900,
 * then every screen again at 390×844 for a page that scrolls sideways.
 *
 * Some of the installation's module and Help addresses are set and some are not, so both states are toured.
 */
const links = {
  PROJECTS_URL: 'https://projects.example.com/',
  SURVEY_DESIGNER_URL: 'https://surveys.example.com/designer',
  REPORTS_URL: 'https://reports.example.com/',
  TUTORIALS_URL: 'https://help.example.com/tutorials',
  FAQ_URL: 'https://help.example.com/faq',
};
/** Unset: Panels, Contact Manager, Contact Support. */
const NOT_SET_UP = frameCopy.modules.notSetUp;

/**
 * Requests the console makes that the server refuses on purpose, on the screens of the tour, for the seeded admin.
 * Each is `method path status`; anything else that fails fails the tour.
 */
const expectedRefusals: readonly RegExp[] = [];

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

let server: RunningServer;
let page: Page;
let browserClose: () => Promise<void>;
/** What went wrong on the current screen: console errors, failed requests, page errors. */
let problems: string[] = [];

beforeAll(async () => {
  const [started, browser] = await Promise.all([startServer(links), launchBrowser()]);
  server = started;
  browserClose = () => browser.close();
  ({ page } = await adminPage(browser, server));
  await page.setViewportSize(desktop);
  page.on('console', (message) => {
    // A refused request is logged by Chromium too; the response listener judges it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation replaced before it answered (the console moving on) is not a fault.
    if (failure === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    const line = `${response.request().method()} ${url.pathname}${url.search} ${response.status()}`;
    if (!expectedRefusals.some((refusal) => refusal.test(line))) problems.push(`refused: ${line}`);
  });
}, 90_000);

afterAll(async () => {
  await browserClose?.();
  await server?.stop();
});

/** Waits for the screen to settle: its h1, no route fallback, no spinner of a first read. */
async function settle() {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[data-route-loading]'));
}

/**
 * Elements that spill out of their container or whose content is cut off, in the page, its menus and dialogs:
 * - cut off: an element that hides its overflow (overflow hidden/clip, which includes an ellipsis) and holds more
 *   than it shows — scroll frames (auto/scroll) are meant to hold more, and visually hidden text is meant to;
 * - spilling: a box in the flow (not absolutely or fixed positioned) reaching sideways past its parent, where the
 *   parent shows its overflow (a parent that scrolls or clips holds it by design, or is reported as cut off).
 */
function overflowing(): string[] {
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = el.getAttribute('aria-label') ?? el.getAttribute('role') ?? '';
    return `<${el.tagName.toLowerCase()}${name ? ` ${name}` : ''}> "${text}"`;
  };
  const visuallyHidden = (el: Element, style: CSSStyleDeclaration) => {
    const rect = el.getBoundingClientRect();
    return (
      rect.width <= 1 || rect.height <= 1 || style.clipPath.startsWith('inset(50%') || style.clip !== 'auto'
    );
  };
  const found: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (!(el instanceof HTMLElement) || el.closest('[aria-hidden="true"], script, style, svg')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || visuallyHidden(el, style)) continue;
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    // Cut with an ellipsis and whole in its tooltip (a long address on a user card, a table cell whose one child
    // carries the title): meant so.
    const onlyChild = el.children.length === 1 ? el.firstElementChild : null;
    const titled = el.closest('[title]') !== null || onlyChild?.hasAttribute('title') === true;
    const tooltipped = style.textOverflow === 'ellipsis' && titled;
    if (
      (!tooltipped && clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
      (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
    ) {
      found.push(
        `cut off: ${describe(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      );
      continue;
    }
    const parent = el.parentElement;
    if (!parent || style.position === 'absolute' || style.position === 'fixed') continue;
    const parentStyle = getComputedStyle(parent);
    if (parentStyle.overflowX !== 'visible' || parentStyle.display === 'contents') continue;
    const box = el.getBoundingClientRect();
    const frame = parent.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // A negative margin pulls a box out on purpose (an icon button aligned with the card's edge).
    const pulledRight = Number.parseFloat(style.marginRight) < 0;
    const pulledLeft = Number.parseFloat(style.marginLeft) < 0;
    if ((box.right > frame.right + 1 && !pulledRight) || (box.left < frame.left - 1 && !pulledLeft))
      found.push(
        `spills out of ${describe(parent)}: ${describe(el)} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)})`,
      );
  }
  return found;
}

/** What the screens of the current test got wrong, each line naming its screen; asserted empty at its end. */
let faults: string[] = [];

/** The checks every screen of the tour passes (collected, so one run names every fault of every screen). */
async function checkScreen(where: string) {
  await settle();
  const text = await page.locator('body').innerText();
  if (/not built yet/i.test(text)) faults.push(`${where}: says "not built yet"`);
  // A long table cut the same way in every row is one fault: the first three rows name it.
  const found = await page.evaluate(overflowing);
  const kinds = new Map<string, string[]>();
  for (const fault of found) {
    const kind = fault.replace(/ ".*$/, '');
    kinds.set(kind, [...(kinds.get(kind) ?? []), fault]);
  }
  for (const same of kinds.values()) {
    for (const fault of same.slice(0, 3)) faults.push(`${where}: ${fault}`);
    if (same.length > 3) faults.push(`${where}: … and ${same.length - 3} more alike`);
  }
  for (const problem of problems) faults.push(`${where}: ${problem}`);
  problems = [];
}

/** Ends a test: every screen it checked passed. */
function expectNoFaults() {
  const found = faults;
  faults = [];
  // One line per fault, whole: a list diff would cut a long list short.
  expect(found.join('\n')).toBe('');
}

/** Clicks `target` and waits until the console shows another screen (its h1 changed) at a path matching `path`. */
async function open(target: ReturnType<Page['locator']>, path: string) {
  const before = await page.locator('h1').first().textContent();
  await target.click();
  await page.waitForURL((url) => url.pathname === path);
  await page
    .waitForFunction((heading) => document.querySelector('h1')?.textContent !== heading, before, {
      timeout: 3_000,
    })
    // Two screens may share a heading; settle() still waits for the rest.
    .catch(() => undefined);
}

const sidebar = () => page.getByRole('navigation', { name: /Sidebar|Account menu/ });

/** The sidebar's entries as [label, href], disabled ones with a null href. */
async function sidebarEntries(): Promise<[string, string | null][]> {
  return sidebar()
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector('a');
        const label = (link ?? item).textContent?.trim() ?? '';
        return [label, link?.getAttribute('href') ?? null] as [string, string | null];
      }),
    );
}

/** Screens the tour opened (their paths), for the phone pass. */
const visited = new Set<string>();

describe('the tour (issue 23): every entry of the menus and cards, on the real server', () => {
  afterEach(() => expectNoFaults());

  it("Home: the module cards lead to the installation's addresses, or say they are not set up", async () => {
    await page.goto('/home');
    await checkScreen('/home');
    visited.add('/home');
    const cards = page.getByRole('list', { name: homeCopy.modulesLabel });
    await expect(
      cards.getByRole('link', { name: new RegExp(homeCopy.projects) }).getAttribute('href'),
    ).resolves.toBe(links.PROJECTS_URL);
    await expect(
      cards.getByRole('link', { name: new RegExp(homeCopy.surveyDesigner) }).getAttribute('href'),
    ).resolves.toBe(links.SURVEY_DESIGNER_URL);
    const panels = cards.getByRole('listitem').filter({ hasText: homeCopy.panels });
    await expect(panels.getByText(NOT_SET_UP).isVisible()).resolves.toBe(true);
    expect(await panels.getByRole('link').count()).toBe(0);
  });

  it('both sidebars: the same entries in both areas, each opening its screen with its entry active', async () => {
    await page.goto('/home');
    await settle();
    const accountEntries = await sidebarEntries();
    await page.goto('/default-content');
    await settle();
    const defaultsEntries = await sidebarEntries();
    expect(defaultsEntries).toEqual(accountEntries);
    const contacts = accountEntries.find(([label]) =>
      label.startsWith(frameCopy.defaultsSidebar.contactManager),
    );
    expect(contacts?.[1]).toBeNull();
    expect(contacts?.[0]).toContain(frameCopy.modules.notSetUpShort);
    const reports = accountEntries.find(([label]) => label === frameCopy.defaultsSidebar.reports);
    expect(reports?.[1]).toBe(links.REPORTS_URL);

    for (const [label, href] of accountEntries) {
      if (!href?.startsWith('/')) continue;
      // Clicked in whichever area the previous screen was in: both sidebars are toured.
      await open(sidebar().locator(`a[href="${href}"]`), href);
      await checkScreen(`sidebar → ${label}`);
      visited.add(new URL(page.url()).pathname);
      await expect(
        sidebar().locator('[aria-current="page"]').textContent(),
        `${label} is the active entry`,
      ).resolves.toBe(label);
    }
  });

  it('the overview cards (Company settings, Settings & Defaults) each open their screen', async () => {
    for (const overview of ['/company-settings/overview', '/company-settings/settings-and-defaults']) {
      await page.goto(overview);
      await settle();
      const targets = await page
        .locator('main')
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors
            .filter(
              (anchor) => !anchor.closest('nav[aria-label="Breadcrumb"], nav[aria-label="Breadcrumbs"]'),
            )
            .map((anchor) => anchor.getAttribute('href') ?? ''),
        );
      expect(targets.length, overview).toBeGreaterThan(2);
      for (const href of new Set(targets)) {
        if (!href.startsWith('/')) continue;
        await page.goto(overview);
        await settle();
        await open(page.locator(`main a[href="${href}"]`).first(), href.split('?')[0] ?? href);
        await checkScreen(`${overview} card → ${href}`);
        visited.add(new URL(page.url()).pathname);
      }
    }
  });

  it('a module the installation has not set up says so plainly at its own address', async () => {
    for (const path of ['/panel-manager/overview', '/contact-manager']) {
      await page.goto(path);
      await checkScreen(path);
      await expect(page.getByText(frameCopy.modules.notSetUpText).isVisible(), path).resolves.toBe(true);
      visited.add(path);
    }
  });

  it('both profile menus: every entry reachable without scrolling at 1440×900, Log Out included, each leading where it says', async () => {
    for (const start of ['/home', '/default-content']) {
      await page.goto(start);
      await settle();
      await page.getByRole('button', { name: 'Profile menu' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const fit = await menu.evaluate((element) => ({
        scrolls: element.scrollHeight > element.clientHeight,
        height: element.getBoundingClientRect().height,
        items: Array.from(element.querySelectorAll('[role="menuitem"]')).map((item) => {
          const box = item.getBoundingClientRect();
          const frame = element.getBoundingClientRect();
          return { label: item.textContent, inside: box.top >= frame.top && box.bottom <= frame.bottom };
        }),
      }));
      expect(fit.scrolls, `${start}: the profile menu scrolls`).toBe(false);
      expect(fit.height, `${start}: the profile menu's height`).toBeLessThanOrEqual(369);
      expect(
        fit.items.filter((item) => !item.inside),
        start,
      ).toEqual([]);
      const logOut = start === '/home' ? frameCopy.accountMenu.logout : frameCopy.defaultsProfileMenu.logOut;
      await expect(menu.getByRole('menuitem', { name: logOut }).isVisible()).resolves.toBe(true);

      const entries = await menu.getByRole('menuitem').evaluateAll((items) =>
        items.map((item) => ({
          label: item.textContent ?? '',
          href: item.getAttribute('href'),
          target: item.getAttribute('target'),
          rel: item.getAttribute('rel'),
          disabled: item.getAttribute('aria-disabled') === 'true' || item.hasAttribute('data-disabled'),
        })),
      );
      const internal = entries.filter((entry) => entry.href?.startsWith('/'));
      for (const entry of entries.filter((entry) => entry.href && !entry.href.startsWith('/'))) {
        // Help opens in a new tab; a module in the same one.
        if (entry.target === '_blank') expect(entry.rel, entry.label).toContain('noopener');
        expect(Object.values(links), entry.label).toContain(entry.href);
      }
      for (const entry of entries.filter((entry) => entry.disabled))
        expect(entry.label, 'a disabled entry says why').toContain(frameCopy.modules.notSetUpShort);
      await page.keyboard.press('Escape');

      for (const entry of internal) {
        await page.goto(start);
        await settle();
        await page.getByRole('button', { name: 'Profile menu' }).click();
        await open(
          page.getByRole('menu').getByRole('menuitem', { name: entry.label, exact: true }),
          entry.href ?? '',
        );
        await checkScreen(`${start} profile menu → ${entry.label}`);
        visited.add(entry.href ?? '');
      }
    }
  });

  it('at 390×844 no screen scrolls sideways, and nothing spills out', async () => {
    await page.setViewportSize(phone);
    const wide: string[] = [];
    for (const path of visited) {
      if (!path) continue;
      await page.goto(path);
      await checkScreen(`390 px ${path}`);
      const sideways = await page.evaluate(() => {
        const scroller = document.scrollingElement;
        return scroller ? scroller.scrollWidth > window.innerWidth : false;
      });
      if (sideways) wide.push(path);
    }
    for (const path of wide) faults.push(`390 px ${path}: the page scrolls sideways`);
    await page.setViewportSize(desktop);
  });

  it('Log Out signs out from the profile menu', async () => {
    await page.goto('/home');
    await settle();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: frameCopy.accountMenu.logout }).click();
    await page.waitForURL('**/login');
    problems = [];
  });
});
