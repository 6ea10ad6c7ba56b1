import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../src/theme';

/** Renders inside the kit's ThemeProvider, as every consumer does. */
export function renderWithTheme(ui: ReactNode) {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}

/** Fails with the list of violations when axe finds any problem in `node`. */
export async function expectNoAxeViolations(node: Element = document.body) {
  const result = await axe.run(node, {
    resultTypes: ['violations'],
    // `region` judges a whole page's landmarks; an isolated component has none by design (as in addon-a11y).
    rules: { region: { enabled: false } },
  });
  const violations = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`,
  );
  expect(violations).toEqual([]);
}
