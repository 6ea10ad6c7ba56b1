import type { PermissionFlagName } from '@qone/domain/access';

/**
 * The flags an operation can require with `x-permission` in openapi.yaml: `settings` for people and the company,
 * `defaults` for default content. The app refuses (403) a caller whose group lacks it before the handler runs. The
 * access tree itself and its rules are `@qone/domain/access`, shared with the console and the fake.
 */
const operationPermissionNames = ['settings', 'defaults'] as const satisfies readonly PermissionFlagName[];
export type OperationPermission = (typeof operationPermissionNames)[number];

export const isOperationPermission = (value: unknown): value is OperationPermission =>
  (operationPermissionNames as readonly unknown[]).includes(value);
