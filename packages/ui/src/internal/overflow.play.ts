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

const box = (element: Element) => element.getBoundingClientRect();

/** `inner` lies wholly inside `outer` (a badge inside its card). */
export async function expectInside(inner: Element, outer: Element) {
  const a = box(inner);
  const b = box(outer);
  await expect(
    { left: a.left >= b.left, right: a.right <= b.right, top: a.top >= b.top, bottom: a.bottom <= b.bottom },
    `"${inner.textContent?.trim()}" spills out of its container`,
  ).toEqual({ left: true, right: true, top: true, bottom: true });
}

/** `first` and `second` do not overlap (a label and its value). */
export async function expectApart(first: Element, second: Element) {
  const a = box(first);
  const b = box(second);
  const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  await expect(overlap, `"${first.textContent?.trim()}" overlaps "${second.textContent?.trim()}"`).toBe(
    false,
  );
}
