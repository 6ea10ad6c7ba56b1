import { randomUUID } from 'node:crypto';
import type { ContractOperation } from '../../src/contract.js';

type Schema = Record<string, unknown>;

/** A syntactically valid value for a path parameter of an operation, so requests get past the path's validation. */
function pathParamValue(op: ContractOperation, name: string): string {
  const properties = (op.request.params?.properties ?? {}) as Record<string, Schema | undefined>;
  const schema = properties[name];
  if (schema?.format === 'uuid') return randomUUID();
  if (schema?.format === 'email') return `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const examples = (schema?.examples as string[] | undefined) ?? [];
  if (examples[0]) return examples[0];
  if (name === 'language') return 'deu';
  if (name === 'registerToken') return 'a'.repeat(24);
  return 'abc';
}

/** The operation's path with every parameter filled in (`pathParamValue`). */
export function samplePath(op: ContractOperation): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathParamValue(op, name)));
}

/**
 * How deeply the structure a schema (references resolved) describes nests objects and arrays — its declared
 * properties, items and additional properties, through combinations; `Infinity` for a schema that contains itself.
 */
export function schemaDepth(schema: unknown, ancestors: ReadonlySet<unknown> = new Set()): number {
  if (typeof schema !== 'object' || schema === null) return 0;
  if (ancestors.has(schema)) return Number.POSITIVE_INFINITY;
  const seen = new Set([...ancestors, schema]);
  const node = schema as Schema;
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((key) => (node[key] as unknown[] | undefined) ?? []);
  const fromBranches = Math.max(0, ...branches.map((branch) => schemaDepth(branch, seen)));
  const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
  if (!types.includes('object') && !types.includes('array')) return fromBranches;
  const children = [
    ...Object.values((node.properties as Schema | undefined) ?? {}),
    ...(node.items === undefined ? [] : [node.items]),
    ...(typeof node.additionalProperties === 'object' ? [node.additionalProperties] : []),
  ];
  return Math.max(1 + Math.max(0, ...children.map((child) => schemaDepth(child, seen))), fromBranches);
}
