import { resolve } from 'node:path';

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, outbox and uploaded logos live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  /** Base of links in mails. */
  publicUrl: string;
  /** SMTP instead of the .eml outbox when set. */
  smtpUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  /** The console's static build, served with SPA fallback when present. */
  consoleDist: string | undefined;
  /** Whether the session cookie is marked Secure (on when PUBLIC_URL is https). */
  secureCookies: boolean;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (per-IP throttling). */
  trustProxy: boolean;
  /** Base64 of 32 bytes: the key for secrets at rest; when unset, a key kept in the database (src/secrets.ts). */
  secretsKey: string | undefined;
  /** DNS servers for domain verification (`1.1.1.1`, `127.0.0.1:5353`); the system's when empty. */
  dnsServers: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    consoleDist: env.CONSOLE_DIST,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY === 'true',
    secretsKey: env.SECRETS_KEY || undefined,
    dnsServers: (env.DNS_SERVERS ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
  };
}
