import { readFileSync } from 'node:fs';
import { requestMessages } from '@qone/domain/messages';
import { findContractPath } from '../../contract.js';
import { databaseAnswers } from '../../db/faults.js';
import { HttpError, serviceUnavailable } from '../../errors.js';
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

  // Answers as long as the event loop does: a database outage must not make an orchestrator restart the process.
  getLiveness: {
    handle: () => ({ status: 'live' }),
  },

  getReadiness: {
    async handle({ db, config, lifecycle }) {
      const shuttingDown = () => new HttpError(503, requestMessages.shuttingDown);
      if (lifecycle.draining) throw shuttingDown();
      if (!(await databaseAnswers(db, config.http.readinessTimeoutMs))) throw serviceUnavailable();
      // The signal may have come while the database was asked.
      if (lifecycle.draining) throw shuttingDown();
      return { status: 'ready' };
    },
  },
});
