import { badRequest, EMAIL, UUID } from './route';

/** A JSON request body, checked field by field by the helpers below (each throws a 400 `{ error }`). */
export type Body = Record<string, unknown>;

/** The JSON object of the request; 400 when the body is missing, not JSON or not an object. */
export async function readJson(request: Request): Promise<Body> {
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    return badRequest('The request body must be a JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return badRequest('The request body must be a JSON object');
  }
  return value as Body;
}

/** The contract closes every request object: unknown properties answer 400. */
export function onlyKeys(body: Body, allowed: readonly string[]): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) badRequest(`${key} is not allowed`);
  }
}

interface TextRules {
  /** Text when missing, empty or blank (default "<key> is required"). */
  required?: string;
  min?: readonly [length: number, message: string];
  max?: number;
  pattern?: readonly [RegExp, string];
  /** Keep an empty string instead of refusing it. */
  allowEmpty?: boolean;
}

function checkText(key: string, value: string, rules: TextRules): string {
  if (rules.min && value.length < rules.min[0]) badRequest(rules.min[1]);
  if (rules.max !== undefined && value.length > rules.max) {
    badRequest(`${key} must be at most ${rules.max} characters`);
  }
  if (rules.pattern && value !== '' && !rules.pattern[0].test(value)) badRequest(rules.pattern[1]);
  return value;
}

export function requireText(body: Body, key: string, rules: TextRules = {}): string {
  const value = body[key];
  const required = rules.required ?? `${key} is required`;
  if (value === undefined || value === null) return badRequest(required);
  if (typeof value !== 'string') return badRequest(`${key} must be a string`);
  if (!rules.allowEmpty && value.trim() === '') return badRequest(required);
  return checkText(key, value, rules);
}

export function optionalText(body: Body, key: string, rules: TextRules = {}): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return badRequest(`${key} must be a string`);
  return checkText(key, value, rules);
}

/** An email with a top-level part of at least 2 characters (SPEC 5: 'Email is required', 'Invalid Email'). */
export function requireEmail(body: Body, key = 'email', required = 'Email is required'): string {
  return requireText(body, key, { required, max: 254, pattern: [EMAIL, 'Invalid Email'] });
}

export function requireUuid(body: Body, key: string): string {
  return requireText(body, key, { pattern: [UUID, `${key} must be a valid id`] });
}

export function optionalUuid(body: Body, key: string): string | undefined {
  return optionalText(body, key, { pattern: [UUID, `${key} must be a valid id`] });
}

export function requireBoolean(body: Body, key: string): boolean {
  const value = body[key];
  if (typeof value !== 'boolean') return badRequest(`${key} must be true or false`);
  return value;
}

export function requireOneOf<const T extends string>(body: Body, key: string, values: readonly T[]): T {
  const value = body[key];
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) return badRequest(`${key} must be one of ${values.join(', ')}`);
  return found;
}

export const PHONE = /^\+?[0-9][0-9 ()-]{3,31}$/;

/** SPEC 5: 'phone is required'. */
export function requirePhone(body: Body, key = 'phone'): string {
  return requireText(body, key, {
    required: 'phone is required',
    max: 32,
    pattern: [PHONE, 'Invalid phone number'],
  });
}

/** A display name (SPEC 5: 'name is required'). */
export function requireName(body: Body, key = 'name', required = 'name is required'): string {
  return requireText(body, key, { required, max: 200 });
}

/** The contract's `NewPassword`: 12 to 128 characters. */
export function requireNewPassword(body: Body, key = 'password'): string {
  return requireText(body, key, {
    required: 'Password is required',
    min: [12, 'Password must be at least 12 characters'],
    max: 128,
  });
}

/** The contract's `OpaqueToken`. */
export function requireToken(body: Body, key: string): string {
  return requireText(body, key, { pattern: [/^[A-Za-z0-9_-]{16,256}$/, `${key} is not a valid token`] });
}

/** A non-empty array of objects (the rows of a bulk update), at most `max`. */
export function requireRows(body: Body, key: string, max: number): Body[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0) return badRequest(`${key} must list at least one row`);
  if (value.length > max) badRequest(`${key} must list at most ${max} rows`);
  return value.map((row: unknown) =>
    typeof row === 'object' && row !== null && !Array.isArray(row)
      ? (row as Body)
      : badRequest(`every row of ${key} must be an object`),
  );
}
