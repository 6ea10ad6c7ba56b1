/**
 * Where the process is in its life, as the health endpoints and the HTTP layer see it. Until `main.ts` has migrated,
 * seeded and started listening nothing answers at all; from the shutdown signal on the process is draining:
 * readiness answers 503 (a load balancer stops sending new requests) and every answer carries `connection: close`
 * (keep-alive clients move to another server instead of holding this one open).
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
