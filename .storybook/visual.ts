import type { StoryContext } from '@storybook/react-vite';

/**
 * Visual regression hook. The Vitest setup file (vitest.setup.ts) installs `__qoneVisualCheck`, which compares a
 * screenshot of the rendered story with its committed baseline; in the Storybook UI the hook is absent and this is
 * a no-op. A story opts out with `parameters: { visual: { disable: true, reason: '…' } }` (e.g. live clocks).
 */
export interface VisualParameters {
  disable?: boolean;
  reason?: string;
}

type VisualCheck = (storyId: string, canvas: HTMLElement) => Promise<void>;

declare global {
  var __qoneVisualCheck: VisualCheck | undefined;
}

export async function runVisualCheck(context: StoryContext): Promise<void> {
  const check = globalThis.__qoneVisualCheck;
  const visual = (context.parameters.visual ?? {}) as VisualParameters;
  if (!check || visual.disable) return;
  await check(context.id, context.canvasElement);
}
