import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createPasswordSchema, resetPasswordSchema } from '../src/forms/new-password';
import { isEmail } from '../src/forms/patterns';
import {
  createAccountSchema,
  editPermissionGroupSchema,
  fieldErrors,
  formResolver,
  inviteSchema,
  loginSchema,
  newPermissionGroupSchema,
  personalSettingsSchema,
  roleSchema,
} from '../src/forms/rules';

type Schema = Parameters<typeof formResolver>[0];

/** What a form shows for `values`: the message under each field, as the forms' resolver reports it. */
async function messages(schema: Schema, values: FieldValues): Promise<Record<string, string | undefined>> {
  const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };
  const { errors } = await formResolver(schema)(values, undefined, options);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message as string]),
  );
}
const valid = async (schema: Schema, values: FieldValues) =>
  Object.keys(await messages(schema, values)).length === 0;

describe('validation rules', () => {
  it('login: required, pattern and length messages', async () => {
    expect(await messages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(await messages(loginSchema, { email: 'nope', password: 'abc' })).toEqual({
      email: 'Invalid Email',
      password: 'Password too short',
    });
    expect(await valid(loginSchema, { email: 'a@b.co', password: 'abcd' })).toBe(true);
  });

  it('reset password: old, new, confirm', async () => {
    expect(
      await messages(resetPasswordSchema, { oldPassword: '', password: '', confirmPassword: '' }),
    ).toEqual({
      oldPassword: 'Old password is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(
      await messages(resetPasswordSchema, { oldPassword: 'abc', password: 'x', confirmPassword: 'x' }),
    ).toEqual({
      oldPassword: 'Old password too short',
      password: 'Password too short',
    });
    const mismatch = await messages(resetPasswordSchema, {
      oldPassword: 'old-password',
      password: 'a long new password',
      confirmPassword: 'another long password',
    });
    expect(mismatch).toEqual({ confirmPassword: 'Confirm Password Does Not Match' });
  });

  it("create password: 'Password is required' for an empty confirm", async () => {
    expect(
      await messages(createPasswordSchema, { password: 'a long new password', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: 'Password is required',
    });
  });

  it('invite: name, email with a top-level part of at least 2 characters, and a group', async () => {
    expect(await messages(inviteSchema, { name: '', email: 'a@b.c', permissionGroupId: '' })).toEqual({
      name: 'name is required',
      email: 'Invalid Email',
      permissionGroupId: 'Choose a permission group',
    });
    expect(await valid(inviteSchema, { name: 'Ann', email: 'ann@acme.io', permissionGroupId: 'g1' })).toBe(
      true,
    );
  });

  it('fieldErrors: the first message of each wrong field, by name', () => {
    expect(fieldErrors(inviteSchema, { name: ' ', email: '', permissionGroupId: 'g1' })).toEqual({
      name: 'name is required',
      email: 'Email is required',
    });
    expect(fieldErrors(roleSchema, { name: 'Lead', description: '' })).toEqual({});
    expect(fieldErrors(roleSchema, { name: '', description: '' })).toEqual({ name: 'Role is required' });
  });

  it('personal settings: phone required and numeric; a new email needs the current password', async () => {
    const schema = personalSettingsSchema('a@b.co');
    const values = { name: 'A', email: 'a@b.co', phone: '+49 30 123', currentPassword: '' };
    expect(await messages(schema, { ...values, phone: '' })).toEqual({ phone: 'phone is required' });
    expect(await messages(schema, { ...values, phone: '030 abc' })).toEqual({
      phone: 'Invalid phone number',
    });
    expect(await valid(schema, values)).toBe(true);
    expect(await valid(schema, { ...values, email: 'A@B.co' })).toBe(true);
    expect(await messages(schema, { ...values, email: 'new@b.co' })).toEqual({
      currentPassword: 'Enter your current password to change the email address',
    });
    expect(await valid(schema, { ...values, email: 'new@b.co', currentPassword: 'secret' })).toBe(true);
  });

  it('create account: a message per field', async () => {
    expect(
      await messages(createAccountSchema, { firstName: '', lastName: '', email: '', companyName: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      companyName: 'Company name is required',
    });
  });

  it('permission group: the product messages, typo included', async () => {
    expect(await messages(newPermissionGroupSchema, { name: '', description: '' })).toEqual({
      name: 'Name is required',
      description: 'Description is required',
    });
    expect(await messages(newPermissionGroupSchema, { name: 'A', description: 'short' })).toEqual({
      description: 'Description too short please write some many word',
    });
    expect(await messages(editPermissionGroupSchema, { name: 'A', description: 'short' })).toEqual({
      description: 'Description too short',
    });
  });

  it('new passwords: neither only spaces nor one character repeated, in the server’s words', async () => {
    const confirm = (password: string) => ({ password, confirmPassword: password });
    expect(await messages(createPasswordSchema, confirm(' '.repeat(12)))).toEqual({
      password: 'Password must not be only spaces',
    });
    expect(await messages(createPasswordSchema, confirm('a'.repeat(12)))).toEqual({
      password: 'Password must not be one character repeated',
    });
    expect(await valid(createPasswordSchema, confirm('a long new password'))).toBe(true);
  });
});

describe('the email rule', () => {
  // Before issue 22 each of these forms had its own pattern: the invite refused a punycode top-level domain that the
  // company settings took, and the company settings took `a@b.c1` that the invite refused.
  const addresses = ['ann@acme.io', 'ann@acme.xn--p1ai', 'a@b.c', 'a@b.c1', 'ann@acme', 'ann acme@x.io'];
  it('is one rule for the schema forms and the forms without a schema', async () => {
    for (const email of addresses) {
      const forms = [
        await valid(inviteSchema, { name: 'Ann', email, permissionGroupId: 'g1' }),
        await valid(createAccountSchema, { firstName: 'A', lastName: 'B', email, companyName: 'C' }),
        await valid(personalSettingsSchema(email), {
          name: 'A',
          email,
          phone: '+49 30',
          currentPassword: '',
        }),
      ];
      expect(forms, email).toEqual(forms.map(() => isEmail(email)));
    }
    expect(addresses.filter(isEmail)).toEqual(['ann@acme.io', 'ann@acme.xn--p1ai', 'a@b.c1']);
  });
});
