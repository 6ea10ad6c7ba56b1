import { ApiError, FETCH_ERROR_MESSAGE, MUTATION_ERROR_MESSAGE } from '@qone/api-client';
import { describe, expect, it } from 'vitest';
import { errorStatus, errorText } from './errors';

describe('errorText', () => {
  it('gives the server’s message of an ApiError', () => {
    expect(errorText(new ApiError(409, 'A role with this name already exists'))).toBe(
      'A role with this name already exists',
    );
  });

  it('gives the product’s fallback for anything else, never the raw error', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(MUTATION_ERROR_MESSAGE);
    expect(errorText('boom')).toBe(MUTATION_ERROR_MESSAGE);
    expect(errorText(undefined)).toBe(MUTATION_ERROR_MESSAGE);
  });

  it('takes the fallback the caller names (a read’s)', () => {
    expect(errorText(new Error('x'), FETCH_ERROR_MESSAGE)).toBe(FETCH_ERROR_MESSAGE);
  });
});

describe('errorStatus', () => {
  it('gives an ApiError’s status and 0 for anything else', () => {
    expect(errorStatus(new ApiError(403, 'No'))).toBe(403);
    expect(errorStatus(new TypeError('Failed to fetch'))).toBe(0);
  });
});
