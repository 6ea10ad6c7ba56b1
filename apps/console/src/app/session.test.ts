import { makeUser } from '@qone/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session';

describe('toSessionUser', () => {
  it('keeps only what the console needs between reloads', () => {
    const user = makeUser({ status: 'verified' }, 2);
    expect(toSessionUser(user)).toEqual({
      _id: user._id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      companyId: user.companyId,
    });
  });
});
