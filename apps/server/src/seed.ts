import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from './services.js';

export interface SeedReport {
  /** Set only on the first start without ADMIN_PASSWORD: shown once, never stored in clear. */
  generatedAdminPassword: string | undefined;
}

/** First-start data (issue 3): filled in by the users/permissions work; idempotent. */
export async function seed(_services: AppServices, _log: FastifyBaseLogger): Promise<SeedReport> {
  return { generatedAdminPassword: undefined };
}
