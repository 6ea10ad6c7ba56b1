import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract.js';
import { operationHandlers } from '../../src/routes/index.js';
import { parityCases } from './cases.js';
import { fakeDriver } from './drivers/fake.js';
import { serverDriver } from './drivers/server.js';
import { knownGaps } from './known-gaps.js';
import { runCase, shapeOf } from './run.js';

/**
 * The fake behaves like the server: every case of cases.ts runs against the MSW fake (msw/node, answering fetch) and
 * the real server (Fastify inject on the test database), each from the case's own fixture. Both must answer every
 * step as the case expects (status, `{ error }` or message, the parts it names), and their answers must have the same
 * shape (keys and kinds of values).
 */
const fake = fakeDriver();
const server = serverDriver();
// The first database open and the first build of each side take seconds on a busy machine: done before the cases.
beforeAll(async () => {
  await fake.load({ companies: [] });
  await server.load({ companies: [] });
}, 120_000);
afterAll(async () => {
  await fake.close();
  await server.close();
});

describe('parity: the MSW fake and the server answer alike', () => {
  for (const parityCase of parityCases) {
    // A case signs several people in (a password check each) and makes a dozen requests on each side.
    it(parityCase.name, { timeout: 120_000 }, async () => {
      const onFake = await runCase(fake, parityCase);
      const onServer = await runCase(server, parityCase);
      for (const [index, step] of parityCase.steps.entries()) {
        const where = `step ${index + 1}: ${step.method} ${step.path}`;
        expect(shapeOf(onFake.answers[index]?.body), where).toEqual(shapeOf(onServer.answers[index]?.body));
      }
    });
  }
});

describe('known gaps', () => {
  const contract = loadContract();
  const unimplemented = [...contract.operations.keys()].filter((id) => !(id in operationHandlers)).sort();

  it('lists exactly the operations the server answers 501', () => {
    expect([...knownGaps].sort()).toEqual(unimplemented);
  });
});
