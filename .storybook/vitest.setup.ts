import { afterAll, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Deterministic screenshots: no animations or transitions, no caret blink (see GlobalStyle).
beforeAll(() => {
  document.documentElement.setAttribute('data-reduced-motion', '');
});

globalThis.__qoneVisualCheck = async (storyId) => {
  await document.fonts.ready;
  // Let portals (modals, menus, toasts) settle one frame before the shot.
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  await expect(page).toMatchScreenshot(storyId);
};

afterAll(() => {
  globalThis.__qoneVisualCheck = undefined;
});
