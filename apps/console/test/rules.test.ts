import { describe, expect, it } from 'vitest';
import {
  createAccountSchema,
  createPasswordSchema,
  editPermissionGroupSchema,
  inviteSchema,
  loginSchema,
  newPermissionGroupSchema,
  personalSettingsSchema,
  resetPasswordSchema,
} from '../src/forms/rules';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('validation rules', () => {
  it('login: required, pattern and length messages', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'abc' }))).toEqual({
      email: 'Invalid Email',
      password: 'Password too short',
    });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'abcd' }).success).toBe(true);
  });

  it('reset password: old, new, confirm', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ oldPassword: '', password: '', confirmPassword: '' })),
    ).toEqual({
      oldPassword: 'Old password is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(
      messages(resetPasswordSchema.safeParse({ oldPassword: 'abc', password: 'x', confirmPassword: 'x' })),
    ).toEqual({
      oldPassword: 'Old password too short',
      password: 'Password too short',
    });
    const mismatch = resetPasswordSchema.safeParse({
      oldPassword: 'old-password',
      password: 'a long new password',
      confirmPassword: 'another long password',
    });
    expect(messages(mismatch)).toEqual({ confirmPassword: 'Confirm Password Does Not Match' });
  });

  it("create password: 'Password is required' for an empty confirm", () => {
    expect(
      messages(createPasswordSchema.safeParse({ password: 'a long new password', confirmPassword: '' })),
    ).toEqual({
      confirmPassword: 'Password is required',
    });
  });

  it('invite: name, email with a top-level part of at least 2 characters', () => {
    expect(messages(inviteSchema.safeParse({ name: '', email: 'a@b.c', permissionGroupId: '' }))).toEqual({
      name: 'name is required',
      email: 'Invalid Email',
    });
    expect(inviteSchema.safeParse({ name: 'Ann', email: 'ann@acme.io', permissionGroupId: '' }).success).toBe(
      true,
    );
  });

  it('personal settings: phone required and numeric; a new email needs the current password', () => {
    const schema = personalSettingsSchema('a@b.co');
    const values = { name: 'A', email: 'a@b.co', phone: '+49 30 123', currentPassword: '' };
    expect(messages(schema.safeParse({ ...values, phone: '' }))).toEqual({ phone: 'phone is required' });
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, email: 'A@B.co' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...values, email: 'new@b.co' }))).toEqual({
      currentPassword: 'Enter your current password to change the email address',
    });
    expect(schema.safeParse({ ...values, email: 'new@b.co', currentPassword: 'secret' }).success).toBe(true);
  });

  it('create account: a message per field', () => {
    expect(
      messages(createAccountSchema.safeParse({ firstName: '', lastName: '', email: '', companyName: '' })),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      companyName: 'Company name is required',
    });
  });

  it('permission group: the product messages, typo included', () => {
    expect(messages(newPermissionGroupSchema.safeParse({ name: '', description: '' }))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
    });
    expect(messages(newPermissionGroupSchema.safeParse({ name: 'A', description: 'short' }))).toEqual({
      description: 'Description too short please write some many word',
    });
    expect(messages(editPermissionGroupSchema.safeParse({ name: 'A', description: 'short' }))).toEqual({
      description: 'Description too short',
    });
  });

  it('new passwords: neither only spaces nor one character repeated, in the server’s words', () => {
    const confirm = (password: string) => ({ password, confirmPassword: password });
    expect(messages(createPasswordSchema.safeParse(confirm(' '.repeat(12))))).toEqual({
      password: 'Password must not be only spaces',
    });
    expect(messages(createPasswordSchema.safeParse(confirm('a'.repeat(12))))).toEqual({
      password: 'Password must not be one character repeated',
    });
    expect(createPasswordSchema.safeParse(confirm('a long new password')).success).toBe(true);
  });
});
