import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { BetterAuthPlugin } from 'better-auth';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/messages';
import { SIGN_UP_ROLES } from '../../shared/constants';
import type { MessageKey } from '../../shared/i18n/en';
import { PASSWORD_RESET_EXPIRES_IN_SECONDS } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/auth';
import { translate } from '../i18n';
import { mailerFor, type Mail, type Mailer } from '../mail/mailer';
import { passwordHashing } from './password';
import { isSuspended, suspensionRefusal } from './suspension';

/** The OAuth providers a sign-in can use; a callback for any other name is a 404. */
export const OAUTH_PROVIDERS = ['google'] as const;

/**
 * The only paths Better Auth's HTTP handler serves. Everything else it offers (update-user,
 * list-sessions, sign-up, …) is either called by name from our own validated routes or not used.
 */
const HANDLER_PATHS = new Set([
  ...OAUTH_PROVIDERS.map((p) => `/api/auth/callback/${p}`),
  '/api/auth/error',
]);

const handlerAllowList: BetterAuthPlugin = {
  id: 'boipoka-handler-allow-list',
  onRequest: async (request) => {
    if (HANDLER_PATHS.has(new URL(request.url).pathname)) return;
    return { response: new Response(null, { status: 404 }) };
  },
};

/**
 * Better Auth's `image` is only ever a sign-in provider's picture: for an account made by Google
 * sign-in, the one Google serves over https. Anything else (a script URL, another site, one of
 * our uploads' addresses) is not kept; an account's own photo is `imageUploadId`.
 */
export const isAllowedUserImage = (image: unknown) =>
  image === null ||
  image === undefined ||
  (typeof image === 'string' &&
    /^https:\/\/[a-z0-9-]+\.googleusercontent\.com\/[^\s"'<>\\]*$/.test(image));

/** Header the server sets from the connection (never taken from the client) for Better Auth's IP logic. */
export const CLIENT_IP_HEADER = 'x-boipoka-client-ip';

/** Where a reset token is kept, in the verification table (hashed there, see createAuth). */
export const RESET_TOKEN_PREFIX = 'reset-password:';

/** The page that sets a new password, with the token from the e-mail. */
export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

type ResetMailAccount = { id: string; name: string; email: string };

/**
 * What a request for a reset link sends `account`: the link, or, for an account that signs in
 * with Google only and has no password, a reminder to do so (no link). A deleted account gets
 * nothing. Answers whether the token may be used.
 */
async function composeResetMail(
  db: Database,
  publicUrl: string,
  who: ResetMailAccount,
  token: string,
): Promise<{ mail: Mail | null; tokenUsable: boolean }> {
  const [row] = await db
    .select({ deletedAt: user.deletedAt, locale: user.locale, credential: account.id })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, who.id));
  if (!row || row.deletedAt) return { mail: null, tokenUsable: false };
  // In the language the account reads Boipoka in.
  const t = (key: MessageKey) => translate(row.locale, key);
  const greeting = [translate(row.locale, 'mail.greeting', { name: who.name }), ''];
  if (!row.credential) {
    return {
      tokenUsable: false,
      mail: {
        to: who.email,
        subject: t('mail.reset.google.subject'),
        text: [
          ...greeting,
          t('mail.reset.google.body'),
          `${publicUrl}/login`,
          '',
          t('mail.reset.ignore'),
        ].join('\n'),
      },
    };
  }
  return {
    tokenUsable: true,
    mail: {
      to: who.email,
      subject: t('mail.reset.subject'),
      text: [
        ...greeting,
        t('mail.reset.body'),
        resetPasswordUrl(publicUrl, token),
        '',
        t('mail.reset.signedOut'),
        t('mail.reset.ignore'),
      ].join('\n'),
    },
  };
}

/**
 * Ends every reset link the account was sent: after its password changes, none of them is for it.
 * A reset link's row holds the account's id as its value (its identifier is a hash, so no prefix
 * tells it apart); no other verification this app keeps does.
 */
export async function endResetLinks(db: Database, userId: string) {
  await db.delete(verification).where(eq(verification.value, userId));
}

export type AuthOptions = {
  config: Config;
  db: Database;
  secret: string;
  /** Sends the reset-password e-mails; by default the outbox, or SMTP when it is configured. */
  mailer?: Mailer;
};

export function createAuth({ config, db, secret, mailer = mailerFor(config) }: AuthOptions) {
  // E-mails Better Auth sends are sent after it has answered, so a request for a reset link takes
  // as long whether or not the account exists; these are the ones still on their way.
  const backgroundTasks = new Set<Promise<unknown>>();
  const instance = betterAuth({
    appName: 'Boipoka',
    logger: { disabled: config.logLevel === 'silent' },
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
      password: passwordHashing(config.passwordHashCost),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A link sent before this reset (a mailbox someone else read, say) must not set it again.
      onPasswordReset: async ({ user: who }) => endResetLinks(db, who.id),
      // Sent straight through the mailer, not the e-mail queue: the queue composes from rows later,
      // so it would have to keep the live token in the database, and a link that does not arrive
      // now is soon useless anyway (asking again sends a new one).
      sendResetPassword: async ({ user: who, token }) => {
        const { mail, tokenUsable } = await composeResetMail(db, config.publicUrl, who, token);
        if (!tokenUsable) {
          const context = await instance.$context;
          await context.internalAdapter.deleteVerificationByIdentifier(RESET_TOKEN_PREFIX + token);
        }
        if (mail) await mailer.send(mail);
      },
    },
    verification: {
      // A copy of the database holds no reset link that still works: only the token's hash is kept.
      storeIdentifier: { default: 'plain', overrides: { [RESET_TOKEN_PREFIX]: 'hashed' } },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true },
        verified: { type: 'boolean', required: false, defaultValue: false, input: false },
        deletedAt: { type: 'date', required: false, input: false },
        imageUploadId: { type: 'string', required: false, input: false },
        campusId: { type: 'string', required: false, input: false },
        alsoRole: { type: 'string', required: false, input: false },
        studentVerifiedAt: { type: 'date', required: false, input: false },
        suspendedUntil: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Google's own endpoints in production; any OpenID Connect issuer (GOOGLE_ISSUER) for tests.
    socialProviders:
      config.google && !config.google.issuer
        ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
        : {},
    plugins: [
      handlerAllowList,
      ...(config.google?.issuer
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // The API's own rate limits (database-backed, per route) cover the auth routes too.
    rateLimit: { enabled: false },
    advanced: {
      backgroundTasks: {
        handler: (task) => {
          const tracked = task.finally(() => backgroundTasks.delete(tracked));
          backgroundTasks.add(tracked);
        },
      },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // A session and its user in one query (the schema's relations), not two.
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A deleted account keeps its row for history, but nobody signs in to it again.
          // A suspended one is refused until the suspension ends, and told why.
          before: async (data) => {
            const [owner] = await db
              .select({
                deletedAt: user.deletedAt,
                suspendedUntil: user.suspendedUntil,
                suspensionReason: user.suspensionReason,
                suspensionNote: user.suspensionNote,
              })
              .from(user)
              .where(eq(user.id, data.userId));
            if (owner?.deletedAt)
              throw new APIError('FORBIDDEN', { message: MESSAGES.accountDeleted });
            if (owner && isSuspended(owner.suspendedUntil)) {
              const refusal = suspensionRefusal({
                ...owner,
                suspendedUntil: owner.suspendedUntil!,
              });
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: MESSAGES[refusal.key as 'accountSuspended'],
                ...refusal,
              });
            }
            return { data };
          },
        },
      },
      user: {
        update: {
          // Roles, verification and deletion change only through our own routes, never through Better Auth.
          before: async (data) => {
            const changes = data as Record<string, unknown>;
            const guarded = [
              'role',
              'alsoRole',
              'verified',
              'studentVerifiedAt',
              'deletedAt',
              'suspendedUntil',
            ];
            if (guarded.some((field) => changes[field] !== undefined)) {
              throw new APIError('FORBIDDEN', { message: MESSAGES.forbidden });
            }
            if (!isAllowedUserImage(changes.image)) {
              throw new APIError('BAD_REQUEST', { message: MESSAGES.photoRequired });
            }
            return { data };
          },
        },
        create: {
          // Nobody is created as admin, whatever the request says: admins are made by an admin.
          before: async (data) => {
            const role = (data as { role?: unknown }).role ?? 'buyer';
            if (!SIGN_UP_ROLES.includes(role as (typeof SIGN_UP_ROLES)[number])) {
              throw new APIError('BAD_REQUEST', { message: MESSAGES.roleInvalid });
            }
            // A provider's picture that is not Google's own https URL is dropped, not trusted.
            const image = isAllowedUserImage(data.image) ? data.image : null;
            return { data: { ...data, role, image } };
          },
        },
      },
    },
  });
  return Object.assign(instance, {
    /** Waits for the e-mails still being sent (the server closing, or a test reading the outbox). */
    settleBackgroundTasks: async () => {
      while (backgroundTasks.size > 0) await Promise.allSettled([...backgroundTasks]);
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
