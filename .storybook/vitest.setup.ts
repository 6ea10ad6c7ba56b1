import { afterAll, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Deterministic screenshots: no animations or transitions, no caret blink (see GlobalStyle).
beforeAll(() => {
  document.documentElement.setAttribute('data-reduced-motion', '');
});

/** How long a screenshot waits for a lazily loaded page (the console's route fallback) to be replaced. */
const ROUTE_LOAD_TIMEOUT_MS = 10_000;

globalThis.__qoneVisualCheck = async (storyId) => {
  // A console page loads its chunks lazily: a story without a play function that waits would otherwise be shot
  // while the route's fallback still shows.
  await expect
    .poll(() => document.querySelector('[data-route-loading]'), { timeout: ROUTE_LOAD_TIMEOUT_MS })
    .toBeNull();
  await document.fonts.ready;
  // Let portals (modals, menus, toasts) settle one frame before the shot.
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  await expect(page).toMatchScreenshot(storyId);
};

afterAll(() => {
  globalThis.__qoneVisualCheck = undefined;
});
