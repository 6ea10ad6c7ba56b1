import { describe, expect, it } from 'vitest';
import { readLoginNotice } from './session-user';

describe('readLoginNotice', () => {
  it('reads a notice string from router state and ignores anything else', () => {
    expect(readLoginNotice({ notice: 'Your account is ready' })).toBe('Your account is ready');
    expect(readLoginNotice({ notice: 42 })).toBeUndefined();
    expect(readLoginNotice(null)).toBeUndefined();
    expect(readLoginNotice({ from: '/home' })).toBeUndefined();
  });
});
