import { expect } from 'storybook/test';

/** Elements inside `root` whose content is wider than their box (text cut to "Me…", a badge spilling out). */
export function clippedElements(root: Element, selector = '*'): string[] {
  return [...root.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
    .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() ?? ''}"`);
}

/** Every column header of the tables inside `root` shows its whole name. */
export async function expectWholeHeaders(root: Element) {
  await expect(clippedElements(root, 'th, th *'), 'column headers cut short').toEqual([]);
}
