import { domainOperations } from './domains.js';
import { mailerOperations } from './mailers.js';
import { storageOperations } from './storage.js';

/** Tag `platform-settings`: sending domains, mailers and the company's storage use (a mail's state: mail-status.ts). */
export const platformSettingsOperations = {
  ...domainOperations,
  ...storageOperations,
  ...mailerOperations,
};
