import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { SIGN_UP_ROLES } from '../../shared/constants';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/auth';

/** Header the server sets from the connection (never taken from the client) for Better Auth's IP logic. */
export const CLIENT_IP_HEADER = 'x-boipoka-client-ip';

export type AuthOptions = { config: Config; db: Database; secret: string };

export function createAuth({ config, db, secret }: AuthOptions) {
  return betterAuth({
    appName: 'Boipoka',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true },
        verified: { type: 'boolean', required: false, defaultValue: false, input: false },
        deletedAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
          },
        }
      : {},
    rateLimit: {
      enabled: config.env !== 'test',
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Nobody is created as admin, whatever the request says: admins are made by an admin.
          before: async (data) => {
            const role = (data as { role?: unknown }).role ?? 'buyer';
            if (!SIGN_UP_ROLES.includes(role as (typeof SIGN_UP_ROLES)[number])) {
              throw new APIError('BAD_REQUEST', { message: 'Choose buyer or seller' });
            }
            return { data: { ...data, role } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
