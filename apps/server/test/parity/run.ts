import { totpCode } from '@qone/domain/totp';
import { expect } from 'vitest';
import { SoftAuthenticator, strangeChallenge } from '../fixtures/webauthn.js';
import type { ParityCase, Step } from './case.js';
import type { Answer, LinkKind, ParityDriver } from './drivers/driver.js';

/** What one side answered to each step of a case. */
export interface CaseRun {
  side: ParityDriver['side'];
  answers: Answer[];
}

const placeholder = /\{(user|email|group|company|link|saved|totp):([^}]+)\}/g;

function resolveText(text: string, driver: ParityDriver, saved: Map<string, string>): string {
  return text.replace(placeholder, (_match, kind: string, ref: string) => {
    switch (kind) {
      case 'user':
        return driver.userId(ref);
      case 'email':
        return driver.email(ref);
      case 'group':
        return driver.groupId(ref);
      case 'company':
        return driver.companyId(ref);
      case 'totp': {
        // `{totp:<saved secret>}` or `{totp:<saved secret>:<steps>}`: the code at this side's clock (± steps).
        const [name = '', steps = '0'] = ref.split(':');
        const secret = saved.get(name);
        if (secret === undefined) throw new Error(`nothing was saved as ${name}`);
        return totpCode(secret, driver.totpNow() + Number(steps) * 30_000);
      }
      case 'link': {
        const [linkKind = '', ...to] = ref.split(':');
        return driver.link(linkKind as LinkKind, to.join(':'));
      }
      default: {
        const value = saved.get(ref);
        if (value === undefined) throw new Error(`nothing was saved as ${ref}`);
        return value;
      }
    }
  });
}

/** Each side's software authenticators by name: a passkey registered on one side signs in on that side. */
const authenticators = new WeakMap<ParityDriver, Map<string, SoftAuthenticator>>();

/**
 * `{ $passkey: 'register' | 'assert', key, options, … }` in a body: what the browser would send, made by the
 * software authenticator `key` of this side from the WebAuthn options saved as `options` (a challenge no side gave
 * with `challenge: 'stranger'`; `userVerification: false` for a key without it).
 */
export interface PasskeyPlaceholder {
  $passkey: 'register' | 'assert';
  key: string;
  options: string;
  challenge?: 'stranger';
  userVerification?: boolean;
}

function passkeyCredential(
  placeholder: PasskeyPlaceholder,
  driver: ParityDriver,
  saved: Map<string, string>,
) {
  const side = authenticators.get(driver) ?? new Map<string, SoftAuthenticator>();
  authenticators.set(driver, side);
  let authenticator = side.get(placeholder.key);
  if (!authenticator) {
    authenticator = new SoftAuthenticator({ userVerification: placeholder.userVerification ?? true });
    side.set(placeholder.key, authenticator);
  }
  const text = saved.get(placeholder.options);
  if (text === undefined) throw new Error(`nothing was saved as ${placeholder.options}`);
  const options = JSON.parse(text);
  const challenge = placeholder.challenge === 'stranger' ? strangeChallenge() : options.challenge;
  return placeholder.$passkey === 'register'
    ? authenticator.register(options, driver.origin(), challenge)
    : authenticator.assert(options, driver.origin(), challenge);
}

/** A value with every placeholder in its strings resolved on one side. */
function resolve(value: unknown, driver: ParityDriver, saved: Map<string, string>): unknown {
  if (typeof value === 'string') return resolveText(value, driver, saved);
  if (typeof value === 'object' && value !== null && '$passkey' in value) {
    return passkeyCredential(value as PasskeyPlaceholder, driver, saved);
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, driver, saved));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolve(item, driver, saved)]),
    );
  }
  return value;
}

function at(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
}

/** Runs a case's steps on one side, checking each answer against the step's expectation. */
export async function runCase(driver: ParityDriver, parityCase: ParityCase): Promise<CaseRun> {
  await driver.load(parityCase.fixture);
  const saved = new Map<string, string>();
  const answers: Answer[] = [];
  let actor: string | null = null;
  for (const [index, step] of parityCase.steps.entries()) {
    if (step.as !== actor) {
      if (step.as === null) driver.signOut();
      else await driver.signIn(step.as);
      actor = step.as;
    }
    const answer = await send(driver, step, saved);
    await driver.afterStep();
    // A sign-in by the step itself changes who is signed in on the fake: sign in again before the next actor's step.
    if (
      ['/api/users/login', '/api/users/login/second-factor', '/api/users/login/passkey'].includes(step.path)
    ) {
      actor = '';
    }
    const where = `${driver.side}, step ${index + 1}: ${step.method} ${step.path} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
    expect(answer.status, where).toBe(step.expect.status);
    if (step.expect.error !== undefined) expect(answer.body, where).toEqual({ error: step.expect.error });
    if (step.expect.message !== undefined) {
      expect((answer.body as { message?: unknown } | undefined)?.message, where).toBe(step.expect.message);
    }
    if (step.expect.match !== undefined)
      expect(answer.body, where).toMatchObject(resolve(step.expect.match, driver, saved) as object);
    for (const [name, path] of Object.entries(step.save ?? {})) {
      const value = at(answer.body, path);
      // An object (WebAuthn options) is kept as JSON, for a `$passkey` placeholder to read.
      saved.set(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    }
    answers.push(answer);
  }
  return { side: driver.side, answers };
}

async function send(driver: ParityDriver, step: Step, saved: Map<string, string>): Promise<Answer> {
  const path = resolveText(step.path, driver, saved);
  if (step.rawBody !== undefined) return driver.request(step.method, path, { raw: step.rawBody });
  if (step.upload !== undefined) {
    const { data } = step.upload;
    const bytes = typeof data === 'function' ? await data((text) => resolveText(text, driver, saved)) : data;
    return driver.request(step.method, path, { upload: { ...step.upload, data: bytes } });
  }
  return driver.request(
    step.method,
    path,
    step.body === undefined ? {} : { json: resolve(step.body, driver, saved) },
  );
}

/**
 * The shape of an answer: its keys and the kinds of their values (arrays by the shape of their items), not the
 * values themselves — ids, tokens and dates differ between the sides, the shape must not.
 */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value))
    return [...new Set(value.map((item) => JSON.stringify(shapeOf(item))))].map((item) => JSON.parse(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return value === null ? 'null' : typeof value;
}
