import { readFileSync } from 'node:fs';
import { findContractPath } from '../../contract.js';
import { defineOperations } from '../define.js';

let cached: string | undefined;

export const metaOperations = defineOperations({
  getOpenApiDocument: {
    handle({ reply }) {
      cached ??= readFileSync(findContractPath(), 'utf8');
      reply.type('application/yaml');
      return cached;
    },
  },
});
