import type { OperationHandlers } from './define.js';
import { metaOperations } from './meta/index.js';

/** Every resource folder's handlers, merged into the registry the app resolves operationIds against. */
export const operationHandlers: OperationHandlers = {
  ...metaOperations,
};
