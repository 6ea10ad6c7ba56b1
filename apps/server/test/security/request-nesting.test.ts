import { requestMessages } from '@qone/domain/messages';
import { MAX_REQUEST_DEPTH } from '@qone/domain/request-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract.js';
import { signedInAdmin } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';
import { samplePath, schemaDepth } from '../helpers/contract-samples.js';
import { type FakeApi, startFakeApi } from '../parity/fake-api.js';

/**
 * Issue 21, point 4: a JSON body of arrays nested ~6,400 deep (13 KB) overflowed the stack of the character check
 * that runs before the schemas — a 500 on `PUT /api/languages` and others. Every operation now refuses a request
 * nested deeper than `MAX_REQUEST_DEPTH` with a 400 before any recursive walk, in the server and the fake alike.
 */
const contract = loadContract();
const withJsonBody = [...contract.operations.values()].filter((op) => 'application/json' in op.request.body);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const refusal = { error: requestMessages.nestedTooDeeply('body', MAX_REQUEST_DEPTH) };

let t: TestApp;
let fake: FakeApi;
beforeAll(async () => {
  t = await build();
  fake = startFakeApi();
});
afterAll(async () => {
  await t?.app.close();
  fake?.close();
});

describe('21.4 Deeply nested JSON: refused with 400 beyond a stated depth, on every operation, by the server and the fake', () => {
  it('states a depth above the deepest request body of the contract', () => {
    const depths = withJsonBody.map((op) => ({
      operation: op.operationId,
      depth: schemaDepth(op.request.body['application/json']),
    }));
    const deepest = Math.max(...depths.map((entry) => entry.depth));
    expect(deepest, JSON.stringify(depths.filter((entry) => entry.depth === deepest))).toBeLessThan(
      MAX_REQUEST_DEPTH / 4,
    );
    expect(withJsonBody.length).toBeGreaterThan(30);
  });

  it('answers 400 with the same text on the server and the fake for a body 6,400 levels deep (or as deep as the operation’s body limit allows), on every operation', async () => {
    const headers = (await signedInAdmin(t, 'full')).bearer;
    for (const op of withJsonBody) {
      const payload = nested(Math.min(6_400, Math.floor((op.request.bodyLimit ?? 1_000_000) / 2)));
      expect(payload.length / 2).toBeGreaterThan(MAX_REQUEST_DEPTH);
      fake.reset();
      const url = samplePath(op);
      const method = op.method as 'POST' | 'PUT' | 'DELETE' | 'GET';
      const server = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      const where = `${op.operationId} → ${server.statusCode} ${server.body.slice(0, 200)}`;
      expect(server.statusCode, where).toBe(400);
      expect(server.json(), where).toEqual(refusal);
      const answer = await fake.request(op.method, url, { contentType: 'application/json', body: payload });
      expect(answer.status, `fake: ${where}`).toBe(400);
      expect(JSON.parse(answer.body), `fake: ${where}`).toEqual(refusal);
    }
  });

  it('refuses one level beyond the limit and lets a request at the limit reach its schema', async () => {
    const headers = { ...(await signedInAdmin(t, 'full')).bearer, 'content-type': 'application/json' };
    const over = await t.app.inject({
      method: 'PUT',
      url: '/api/languages',
      headers,
      payload: nested(MAX_REQUEST_DEPTH + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(refusal);
    const atLimit = await t.app.inject({
      method: 'PUT',
      url: '/api/languages',
      headers,
      payload: nested(MAX_REQUEST_DEPTH),
    });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).not.toEqual(refusal);
    fake.reset();
    const fakeAtLimit = await fake.request('PUT', '/api/languages', {
      contentType: 'application/json',
      body: nested(MAX_REQUEST_DEPTH),
    });
    expect(fakeAtLimit.status).toBe(400);
    expect(JSON.parse(fakeAtLimit.body)).toEqual(JSON.parse(atLimit.body));
  });
});
