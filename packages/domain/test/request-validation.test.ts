import { MAX_REQUEST_DEPTH, nestsDeeperThan } from '@qone/domain/request-validation';
import { describe, expect, it } from 'vitest';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other, not values', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{}] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{}] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [1, 2, { c: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan([[], [[[]]]], 3)).toBe(true);
  });

  it('walks a value far deeper than the call stack could, with the stated default', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(nestsDeeperThan(deep)).toBe(true);
    const atLimit = JSON.parse(`${'{"a":'.repeat(MAX_REQUEST_DEPTH)}1${'}'.repeat(MAX_REQUEST_DEPTH)}`);
    expect(nestsDeeperThan(atLimit)).toBe(false);
  });
});
