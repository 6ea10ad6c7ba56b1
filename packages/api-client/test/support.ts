import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { parse } from 'yaml';
import { createMockServer, type MockServer, strictListenOptions } from '../mocks/node';
import type { ScenarioName } from '../mocks/scenarios';
import { type ApiClient, createApiClient } from '../src';

/** Node has no page origin: the client gets an absolute one; the handlers match any origin. */
export const BASE_URL = 'http://localhost';

export function testClient(onUnauthorized?: () => void): ApiClient {
  return createApiClient({ baseUrl: BASE_URL, onUnauthorized });
}

/**
 * The fake for one test file: a fresh state before every test, unhandled requests fail the
 * request (`onUnhandledFrame: 'error'`) and are also collected, so a missing handler fails the test.
 */
export function useMockServer(scenario: ScenarioName = 'default'): MockServer {
  const mock = createMockServer(scenario, { delayMs: 0 });
  const unhandled: string[] = [];
  beforeAll(() => {
    mock.server.events.on('request:unhandled', ({ request }) => {
      unhandled.push(`${request.method} ${request.url}`);
    });
    mock.server.listen(strictListenOptions);
  });
  beforeEach(() => {
    mock.reset(scenario, { delayMs: 0 });
  });
  afterEach(() => {
    expect(unhandled, 'requests without a handler').toEqual([]);
    unhandled.length = 0;
  });
  afterAll(() => mock.server.close());
  return mock;
}

export type OpenApiNode = Record<string, unknown>;

/** openapi.yaml at the repository root, parsed. */
export const openapi = parse(
  readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'),
) as OpenApiNode;

export interface ContractOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  op: OpenApiNode;
}

function isNode(value: unknown): value is OpenApiNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function child(node: unknown, key: string): OpenApiNode | undefined {
  if (!isNode(node)) return undefined;
  const value = node[key];
  return isNode(value) ? value : undefined;
}

/** Every operation of the contract. */
export function contractOperations(): ContractOperation[] {
  const found: ContractOperation[] = [];
  for (const [path, item] of Object.entries(child(openapi, 'paths') ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = child(item, method);
      if (op) found.push({ method, path, operationId: String(op.operationId), op });
    }
  }
  return found;
}

/** Follows a local `$ref` to its node. */
export function deref(node: unknown): unknown {
  let current = node;
  while (isNode(current) && typeof current.$ref === 'string') {
    let target: unknown = openapi;
    for (const part of current.$ref.slice(2).split('/')) target = child(target, part);
    current = target;
  }
  return current;
}
