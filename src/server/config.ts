import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZEmail, ZPassword } from '../shared/schemas/auth';
import { SSLCOMMERZ_SANDBOX, type SslcommerzConfig } from './payments/sslcommerz';

/** The folder holding package.json, found from this file whether it runs from src/ or dist/. */
function findRootDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

/** An IPv4 or IPv6 address, or a CIDR range of either. */
const isAddressOrRange = (value: string) => {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies to believe about the client's address: `false`; `true`, a proxy on this machine or
 * a private network (loopback, 10/8, 172.16/12, 192.168/16, fc00::/7, link-local); a number of
 * hops, for a server that nothing reaches but through that many proxies; or the proxies' own
 * addresses and ranges, comma-separated. Walking X-Forwarded-For from the nearest end, the first
 * address not from a believed proxy is the client's: whatever a client wrote there itself is not.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return ['loopback', 'linklocal', 'uniquelocal'];
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((entry) => entry.trim());
    const named = ['loopback', 'linklocal', 'uniquelocal'];
    const bad = list.find((entry) => !named.includes(entry) && !isAddressOrRange(entry));
    if (bad === undefined) return list;
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a number of proxy hops, or proxy addresses (not "${bad}")`,
    });
    return z.NEVER;
  });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ZEnv = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number().int().min(1).max(65535)),
    HOST: optional(z.string()),
    DATA_DIR: optional(z.string()),
    PUBLIC_URL: optional(z.url()),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
    AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    ADMIN_EMAIL: optional(ZEmail),
    ADMIN_PASSWORD: optional(ZPassword),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_ISSUER: optional(z.url()),
    STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_')),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().startsWith('pk_')),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_')),
    STRIPE_API_URL: optional(z.url()),
    SSLCOMMERZ_STORE_ID: optional(z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, 'must be a store id')),
    SSLCOMMERZ_STORE_PASSWORD: optional(z.string().min(1)),
    SSLCOMMERZ_URL: optional(z.url()),
    VAPID_PUBLIC_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key'),
    ),
    VAPID_PRIVATE_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key'),
    ),
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address'),
    ),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
    S3_ENDPOINT: optional(z.url()),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(z.stringbool()),
    TRUST_PROXY: optional(ZTrustProxy),
    OPEN_LIBRARY_URL: optional(z.url()),
    OPEN_LIBRARY_COVERS_URL: optional(z.url()),
    BOOKING_LAPSE_HOURS: optional(
      z.coerce
        .number()
        .positive()
        .max(24 * 30),
    ),
    BACKUP_DIR: optional(z.string()),
    BACKUP_KEEP: optional(z.coerce.number().int().min(1).max(10_000)),
    BACKUP_EVERY_HOURS: optional(
      z.coerce
        .number()
        .nonnegative()
        .max(24 * 365),
    ),
    PASSWORD_HASH_COST: optional(z.coerce.number().int().min(10).max(17)),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
      ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `is required with ${env[a] ? a : b}`,
        });
      }
    }
    // A bucket's other settings without the bucket would be ignored: say so instead.
    for (const key of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID'] as const) {
      if (env[key] && !env.S3_BUCKET)
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required with ${key}` });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production and DATABASE_URL is set',
      });
    }
  });

/** The bucket the photos live in, when S3_BUCKET is set (storage/s3.ts). */
export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  google: { clientId: string; clientSecret: string; issuer: string | undefined } | undefined;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
      }
    | undefined;
  /** SSLCOMMERZ's hosted checkout (bKash, Nagad, Rocket, cards), beside the card form. */
  sslcommerz: SslcommerzConfig | undefined;
  smtpUrl: string | undefined;
  /**
   * Web push: the VAPID key pair (unset: made once and kept in the database,
   * notifications/push.ts) and the contact the push services are given.
   */
  push: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Images in an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  logLevel: string;
  /** An accepted booking not completed this many hours on lapses, and its copy is free again. */
  bookingLapseHours: number;
  /** Where an ISBN's title, author and cover are looked up (Open Library's JSON API, and its covers). */
  openLibrary: { url: string; coversUrl: string };
  /** Where backups go, how many are kept, and how often the server takes one itself (never: undefined). */
  backup: { dir: string; keep: number; everyHours: number | undefined };
  /** log2 of scrypt's N for new password hashes (auth/password.ts). */
  passwordHashCost: number;
};

export class ConfigError extends Error {}

const publicUrlOf = (env: { PUBLIC_URL?: string | undefined }, port: number) =>
  (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');

/**
 * Whom the push services may write to about our pushes: the site when it is served over https,
 * else the admin's address, else the site's host's admin (Safari refuses a localhost subject).
 */
const vapidSubject = (publicUrl: string, adminEmail: string | undefined) =>
  publicUrl.startsWith('https://')
    ? publicUrl
    : `mailto:${adminEmail ?? `admin@${new URL(publicUrl).hostname}`}`;

/** scrypt's cost (log2 N) for new password hashes unless PASSWORD_HASH_COST says (auth/password.ts). */
export const DEFAULT_PASSWORD_HASH_COST = 14;

/** The environment a child process (pg_dump, pg_restore) runs with: this one's, plus `extra`. */
export const childEnvironment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});

/** Reads the environment once. The only place in the server that touches process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const env = parsed.data;
  const rootDir = findRootDir();
  const port = env.PORT ?? 3000;
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = resolve(env.DATA_DIR ?? join(rootDir, 'data'));
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '127.0.0.1',
    rootDir,
    dataDir,
    publicUrl: publicUrlOf(env, port),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    sslcommerz: env.SSLCOMMERZ_STORE_ID
      ? {
          storeId: env.SSLCOMMERZ_STORE_ID,
          storePassword: env.SSLCOMMERZ_STORE_PASSWORD!,
          url: env.SSLCOMMERZ_URL ?? SSLCOMMERZ_SANDBOX,
        }
      : undefined,
    smtpUrl: env.SMTP_URL,
    push: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT ?? vapidSubject(publicUrlOf(env, port), env.ADMIN_EMAIL),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // MinIO, Ceph and most servers but AWS's own address the bucket in the path.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    trustProxy: env.TRUST_PROXY ?? false,
    bookingLapseHours: env.BOOKING_LAPSE_HOURS ?? 72,
    openLibrary: {
      url: (env.OPEN_LIBRARY_URL ?? 'https://openlibrary.org').replace(/\/$/, ''),
      coversUrl: (env.OPEN_LIBRARY_COVERS_URL ?? 'https://covers.openlibrary.org').replace(
        /\/$/,
        '',
      ),
    },
    backup: {
      dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
      keep: env.BACKUP_KEEP ?? 14,
      // 0 is the same as unset: no backups but those asked for with `npm run backup`.
      everyHours: env.BACKUP_EVERY_HOURS || undefined,
    },
    passwordHashCost: env.PASSWORD_HASH_COST ?? DEFAULT_PASSWORD_HASH_COST,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
