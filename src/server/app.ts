import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccessControl } from './auth/access';
import { ChangeCache } from './cache/changes';
import { createAuth, type Auth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler, sendFrameworkError } from './errors';
import { accountRoutes } from './modules/accounts/routes';
import { BOOKING_MAILS } from './modules/trade/mail';
import { bookingRoutes } from './modules/trade/routes';
import { bookRoutes } from './modules/books/routes';
import { campusRoutes } from './modules/campuses/routes';
import { categoryRoutes } from './modules/categories/routes';
import { LiveStreams } from './modules/conversations/live';
import { CONVERSATION_MAILS } from './modules/conversations/mail';
import { conversationRoutes } from './modules/conversations/routes';
import { CONTACT_MAILS } from './modules/contact/mail';
import { contactRoutes } from './modules/contact/routes';
import { auditRoutes } from './modules/audit/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { adminUserRoutes } from './modules/users/admin-routes';
import { healthRoutes } from './modules/health/routes';
import { PAYMENT_MAILS } from './modules/trade/sale-mail';
import { settleGatewayRefunds } from './modules/payments/gateway';
import { gatewayRoutes } from './modules/payments/gateway-routes';
import { paymentRoutes } from './modules/payments/routes';
import { payoutRoutes } from './modules/payouts/routes';
import { overviewRoutes } from './modules/overview/routes';
import { sslcommerz } from './payments/sslcommerz';
import { reportRoutes } from './modules/reports/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { sellerRoutes } from './modules/sellers/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { studentRoutes } from './modules/students/routes';
import { blockRoutes } from './modules/blocks/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { registerClient } from './plugins/client';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestGuards } from './plugins/request-guards';
import { keptJsonSerializerCompiler } from './plugins/serializer';
import { registerCompression } from './plugins/compression';
import { registerLimits } from './plugins/limits';
import { registerVisitors } from './plugins/visitor';
import { imageStorage } from './storage/from-config';
import { mailerFor } from './mail/mailer';
import { registerMails } from './mail/composers';
import { MailSender } from './mail/queue';
import { BookingLapser } from './modules/trade/lapse';
import { startServerBackups } from './backup/server-backups';
import { meetupSpotRoutes } from './modules/meetup-spots/routes';
import { brandCardImage } from './modules/share/addresses';
import { shareCardFor } from './modules/share/cards';
import { shareRoutes } from './modules/share/routes';
import { ShareCards } from './modules/share/share-cards';
import { bookAddresses } from './modules/share/sitemap';
import { IsbnLookup } from './modules/isbn/lookup';
import { isbnRoutes } from './modules/isbn/routes';
import { WANTED_MAILS } from './modules/wanted/mail';
import { isKnownPushService, PushSender, resolveVapid } from './modules/notifications/push';
import { notificationRoutes } from './modules/notifications/routes';
import { manifestRoutes } from './modules/pwa/routes';
import { wantedRoutes } from './modules/wanted/routes';
import { stripeProvider } from './payments/stripe';
import { testModeProvider } from './payments/test-mode';
import { timeoutOptions, type ServerTimeouts } from './server-timeouts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    cache: ChangeCache;
    /** Sends the queued e-mails. */
    mail: MailSender;
    /** The browsers' open event streams. */
    live: LiveStreams;
    /** Sends the due notifications to people's devices. */
    push: PushSender;
  }
}

/** The nearest `hops` addresses of X-Forwarded-For are proxies; the next one is the client. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** What a test may set that no environment variable does. */
export type AppOptions = {
  /** The HTTP server's time-outs; unset ones are SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** Event streams one address may hold open. */
  streamsPerAddress?: number;
  /** Books in one sitemap file; 50,000 (the most a file may hold) unless a test needs a split. */
  booksPerSitemap?: number;
  /** The push services a subscription may name; the browsers' own unless a test's stand-in. */
  pushServiceAllowed?: (endpoint: string) => boolean;
};

/** Builds the whole server on an open database; main.ts (or a test) decides where it listens. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const { db } = database;
  // Stripe.js and its card frames come from Stripe, and only when Stripe takes the payments.
  const stripeOrigins = config.stripe ? ['https://js.stripe.com'] : [];
  // Helmet's headers, its middleware built once (not once a request) and run on the raw response.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeOrigins],
        frameSrc: [
          "'self'",
          ...stripeOrigins,
          ...(config.stripe ? ['https://hooks.stripe.com'] : []),
        ],
        // react-hot-toast writes its styles into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means something only over https; on http it would pin a laptop's localhost to https.
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
  });
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Idle and half-sent connections are closed, so none can hold the server's files for long.
    ...timeoutOptions(options.timeouts),
    // The router's own refusals (an address it cannot decode, a parameter over its length) come
    // before any hook: they get the security headers and the API's error shape here.
    frameworkErrors: (error, request, reply) =>
      securityHeaders(request.raw, reply.raw, () => void sendFrameworkError(error, reply)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keptJsonSerializerCompiler);
  registerErrorHandler(app);

  const storage = await imageStorage(config);
  const secret = resolveAuthSecret(config);
  const mailer = mailerFor(config);
  const auth = createAuth({ config, db, secret, mailer });
  app.decorate('auth', auth);
  // Room for the catalogue's answers and, per person, a session and their deals.
  const cache = new ChangeCache(database, { maxEntries: 20_000 });
  await cache.start();
  app.decorate('cache', cache);
  app.addHook('onClose', () => cache.close());
  // Each module words the e-mails it queues; the queue finds them by kind.
  registerMails(BOOKING_MAILS, PAYMENT_MAILS, ...CONVERSATION_MAILS, WANTED_MAILS, CONTACT_MAILS);
  const mailSender = new MailSender(database, mailer, app.log, config.publicUrl);
  mailSender.start();
  app.decorate('mail', mailSender);
  app.addHook('onClose', () => mailSender.stop());
  const live = new LiveStreams(database, app.log, options.streamsPerAddress);
  await live.start();
  app.decorate('live', live);
  // Streams never finish by themselves: they end first, so closing waits for no one.
  app.addHook('preClose', () => live.close());
  const vapid = await resolveVapid(db, config.push);
  const push = new PushSender(database, vapid, app.log);
  await push.start();
  app.decorate('push', push);
  app.addHook('onClose', () => push.stop());
  // A request that may have written is answered once this server has heard its changes, so
  // whoever made it reads them back at once (the other servers hear within milliseconds).
  // A refused request changed nothing, and costs the database no round trip for it.
  app.addHook('onSend', async (request, reply, payload) => {
    const mayHaveWritten = request.method !== 'GET' && request.method !== 'HEAD';
    if (mayHaveWritten && reply.statusCode < 400) await cache.sync();
    return payload;
  });

  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await registerCompression(app);
  registerRequestGuards(app, config.publicUrl);
  registerAccessControl(app, auth, cache);
  const visitors = registerVisitors(app, secret, config.publicUrl.startsWith('https://'));
  registerLimits(app, db, visitors);
  await registerOpenApi(app, config.publicUrl);

  app.addHook('onClose', () => auth.settleBackgroundTasks());
  accountRoutes(app, auth, db, { publicUrl: config.publicUrl, secret, mailer });
  healthRoutes(app, db);
  userRoutes(app, db, config);
  studentRoutes(app, db, { mailer, secret });
  blockRoutes(app, db);
  categoryRoutes(app, db, cache);
  campusRoutes(app, db, cache);
  bookRoutes(app, db, cache);
  reportRoutes(app, db);
  wishlistRoutes(app, db);

  const testMode = config.stripe ? null : testModeProvider(db);
  const provider = config.stripe ? await stripeProvider(config.stripe) : testMode!;
  const lapser = new BookingLapser(db, config.bookingLapseHours, mailSender, app.log);
  lapser.start();
  app.addHook('onClose', () => lapser.stop());
  const backups = await startServerBackups(config, database, app.log);
  app.addHook('onClose', () => backups.stop());
  meetupSpotRoutes(app, db);
  bookingRoutes(app, db, mailSender, {
    lapseHours: config.bookingLapseHours,
    publicUrl: config.publicUrl,
  });
  const gateway = config.sslcommerz && {
    db,
    gateway: sslcommerz(config.sslcommerz),
    publicUrl: config.publicUrl,
    mail: mailSender,
    log: app.log,
  };
  await paymentRoutes(
    app,
    { db, provider, mail: mailSender, log: app.log, mobileWallets: Boolean(gateway) },
    testMode,
    gateway ? () => settleGatewayRefunds(gateway) : undefined,
  );
  if (gateway) await gatewayRoutes(app, gateway, config.sslcommerz!.storePassword);
  payoutRoutes(app, db);
  overviewRoutes(app, db);
  contactRoutes(app, db);
  auditRoutes(app, db);
  moderationRoutes(app, db);
  adminUserRoutes(app, db);
  conversationRoutes(app, db, live);
  reviewRoutes(app, db);
  sellerRoutes(app, db, cache);
  wantedRoutes(app, db);
  notificationRoutes(app, db, {
    vapid,
    allowed: options.pushServiceAllowed ?? isKnownPushService,
  });
  await uploadRoutes(app, db, storage);
  isbnRoutes(app, { db, storage, lookup: new IsbnLookup(config.openLibrary, app.log) });
  shareRoutes(app, new ShareCards({ db, cache, storage, log: app.log }));
  manifestRoutes(app);

  await registerClient(app, config.rootDir, {
    publicUrl: config.publicUrl,
    visitors,
    googleSignIn: config.google !== undefined,
    cache,
    shareCard: (path) => shareCardFor({ db, cache, publicUrl: config.publicUrl }, path),
    pageImage: (locale) => brandCardImage(config.publicUrl, locale),
    books: bookAddresses(db, cache, options.booksPerSitemap),
  });
  return app;
}
