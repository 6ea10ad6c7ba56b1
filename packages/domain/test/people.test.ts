import { decodeUserCursor, encodeUserCursor, inviteRowProblem } from '@qone/domain/people';
import { describe, expect, it } from 'vitest';

describe('the user grid’s cursor and the bulk rows (shared by the server and the fake)', () => {
  it('round-trips any name through a URL-safe cursor, and refuses what it did not write', () => {
    const position = { sortName: 'zoë o’brien – 東京 😀', id: '0b7e3c52-9f14-4d2a-8c6b-5e1f7a9d3c20' };
    const cursor = encodeUserCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeUserCursor(cursor)).toEqual(position);
    for (const bad of ['', 'not-a-cursor', encodeUserCursor({ sortName: 'a', id: 'nope' }), btoa('[1,2]')]) {
      expect(decodeUserCursor(bad)).toBeNull();
    }
  });

  it('checks a row with the invite form’s rules', () => {
    expect(inviteRowProblem({ name: 'Ben', email: 'ben@acme.example' })).toBeNull();
    expect(inviteRowProblem({ name: ' ', email: 'ben@acme.example' })).toBe('personNameRequired');
    expect(inviteRowProblem({ name: 'Ben', email: '' })).toBe('emailRequired');
    expect(inviteRowProblem({ name: 'Ben', email: 'ben@acme.e' })).toBe('invalidEmail');
    expect(inviteRowProblem({ name: 'Ben', email: 'ben acme@x.org' })).toBe('invalidEmail');
  });
});
