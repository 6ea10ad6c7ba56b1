import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference, type RequestSchemas, requestSchemas } from '@qone/domain/request-validation';
import { parse } from 'yaml';
import { isOperationPermission, type OperationPermission } from './domain/access.js';

export type SecurityRequirement = Record<string, string[]>;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Empty for public operations. */
  security: SecurityRequirement[];
  /** `x-permission`: the flag the caller must hold (settings for people and company, defaults for content). */
  permission: OperationPermission | undefined;
  /**
   * `x-before-enrolment: true`: open to a user whom the company's policy asks for a second factor before they have
   * set one up (their own factors, sign-out, their own record); every other operation refuses them (403).
   */
  beforeEnrolment: boolean;
  /** `x-step-up: true`: the caller's session must hold a fresh proof of identity (docs/sign-in-assurance.md). */
  stepUp: boolean;
  /** Its parameters and bodies as schemas (references resolved) and `x-body-limit`, as the fake reads them too. */
  request: RequestSchemas;
}

/** openapi.yaml sits at the repository root; found upward from here so both src/ and dist/ work. */
export function findContractPath(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'openapi.yaml');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('openapi.yaml not found above the server');
    dir = parent;
  }
}

export interface Contract {
  path: string;
  text: string;
  document: Record<string, unknown>;
  /** The document with every `$ref` resolved. */
  resolved: Record<string, unknown>;
  operations: Map<string, ContractOperation>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

const loaded = new Map<string, Contract>();

/**
 * openapi.yaml, read and resolved once per process (every app built — one per test — shares it). Callers must not
 * change it: fastify-openapi-glue gets a copy of `document`.
 */
export function loadContract(path = findContractPath()): Contract {
  const cached = loaded.get(path);
  if (cached) return cached;
  const contract = readContract(path);
  loaded.set(path, contract);
  return contract;
}

function readContract(path: string): Contract {
  const text = readFileSync(path, 'utf8');
  const document = parse(text) as {
    security?: SecurityRequirement[];
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          security?: SecurityRequirement[];
          'x-permission'?: string;
          'x-before-enrolment'?: boolean;
          'x-step-up'?: boolean;
        }
      >
    >;
  };
  const resolved = dereference(document as unknown as Record<string, unknown>);
  const resolvedPaths = resolved.paths as Record<string, Record<string, Record<string, unknown>>>;
  const operations = new Map<string, ContractOperation>();
  for (const [p, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const resolvedItem = resolvedPaths[p] ?? {};
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        security: op.security ?? document.security ?? [],
        permission: isOperationPermission(op['x-permission']) ? op['x-permission'] : undefined,
        beforeEnrolment: op['x-before-enrolment'] === true,
        stepUp: op['x-step-up'] === true,
        request: requestSchemas(resolvedItem, resolvedItem[method] ?? {}),
      });
    }
  }
  return { path, text, document, resolved, operations };
}
