import { ApiError, MUTATION_ERROR_MESSAGE } from '@qone/api-client';
import { describe, expect, it } from 'vitest';
import { errorStatus, errorText, readLoginNotice } from './session-user';

describe('errorText / errorStatus', () => {
  it('shows the server’s text and status of an ApiError', () => {
    const error = new ApiError(429, 'Too many attempts. Please wait and try again.');
    expect(errorText(error)).toBe('Too many attempts. Please wait and try again.');
    expect(errorStatus(error)).toBe(429);
  });

  it('falls back for anything else', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(MUTATION_ERROR_MESSAGE);
    expect(errorStatus('nope')).toBe(0);
  });
});

describe('readLoginNotice', () => {
  it('reads a notice string from router state and ignores anything else', () => {
    expect(readLoginNotice({ notice: 'Your account is ready' })).toBe('Your account is ready');
    expect(readLoginNotice({ notice: 42 })).toBeUndefined();
    expect(readLoginNotice(null)).toBeUndefined();
    expect(readLoginNotice({ from: '/home' })).toBeUndefined();
  });
});
