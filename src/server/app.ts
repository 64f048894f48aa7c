import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type onSendHookHandler,
  type RouteOptions,
} from 'fastify';
import pino from 'pino';
import { berlinDay } from '../domain/berlin-time';
import { accountingAdminRoutes } from './accounting/routes';
import { auditAdminRoutes } from './admin/audit-routes';
import { courseAdminRoutes } from './admin/courses-routes';
import { discountAdminRoutes } from './admin/discount-routes';
import { legalAdminRoutes } from './admin/legal-routes';
import { orderAdminRoutes } from './admin/orders-routes';
import { outboxAdminRoutes } from './admin/outbox-routes';
import { privacyAdminRoutes } from './admin/privacy-routes';
import { productAdminRoutes } from './admin/products-routes';
import { ratingModerationRoutes } from './admin/ratings-routes';
import { settingsAdminRoutes } from './admin/settings-routes';
import { stockAdminRoutes } from './admin/stock-routes';
import { withdrawalAdminRoutes } from './admin/withdrawals-routes';
import { createImageVariants, type ImageVariants } from './catalog/images-service';
import { createProductListCache } from './catalog/product-list-cache';
import { catalogRoutes } from './catalog/routes';
import { checkInAdminRoutes } from './check-in/routes';
import { createAddressTurns } from './checkout/address-turns';
import { startExpirySweeper } from './checkout/expiry';
import type { PaymentProvider } from './checkout/payment-provider';
import { checkoutRoutes } from './checkout/routes';
import { type Config, configuredLinks, contractTermLinks, pageLinks } from './config';
import { consentRoutes } from './consent/routes';
import { courseCalendarRoutes } from './course-calendar/routes';
import { courseDecisionJobs } from './course-decisions/decide';
import { courseDecisionRoutes } from './course-decisions/routes';
import { startCancelledDateSweeper } from './course-decisions/sweeper';
import { scheduleUpcomingReminders } from './course-reminders/schedule';
import { courseReminderJobs } from './course-reminders/send';
import { refundOwnBooking } from './course-self-service/refund-own-booking';
import {
  courseSelfServiceAdminRoutes,
  courseSelfServiceRoutes,
} from './course-self-service/routes';
import type { Database } from './db/client';
import { documentRoutes } from './documents/routes';
import { orderStatusRoutes } from './fulfilment/order-status-routes';
import { pickupPlaceAdminRoutes } from './fulfilment/pickup-places-routes';
import { fulfilmentAdminRoutes } from './fulfilment/routes';
import { healthRoutes } from './health/routes';
import { registerAdmission } from './http/admission';
import { clientErrors } from './http/client-errors';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { createHttpServer } from './http/http-server';
import { redactError } from './http/log-redaction';
import { registerOpenApi } from './http/openapi';
import { createPublicOrigin, originRequest, registerCanonicalHost } from './http/public-origin';
import { registerRateLimits } from './http/rate-limit';
import { OneLinePerRequest } from './http/request-log';
import { lazyRequestLogger } from './http/request-logger';
import { recordRouteTable } from './http/route-table';
import { SAFE_METHODS } from './http/safe-methods';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextGuard } from './http/text-guard';
import { trustProxySetting } from './http/trust-proxy';
import { registerTypedRoutes } from './http/typed-routes';
import { createAccessTokens, tokenIssuer } from './identity/access-tokens';
import { ACCESS_COOKIE } from './identity/cookies';
import { createDeviceCookies } from './identity/device-cookies';
import { registerStaffGuard } from './identity/guard';
import { loadJwtSecret } from './identity/jwt-secret';
import { identityRoutes } from './identity/routes';
import { invoiceAdminRoutes, invoiceRoutes } from './invoices/routes';
import { invoicingSettingsRoutes } from './invoices/settings-routes';
import type { JobHandlers } from './jobs/scheduler';
import { startScheduler } from './jobs/start-scheduler';
import { createImportJobs } from './legacy-import/jobs';
import { legacyImportAdminRoutes, legacyProductRoutes } from './legacy-import/routes';
import { legalRoutes } from './legal/routes';
import { callsAway } from './payments/calls-away';
import { createSimulatedProvider } from './payments/simulated';
import { simulatedPaymentRoutes } from './payments/simulated-routes';
import { createStripeProvider } from './payments/stripe';
import { stripeWebhookRoutes } from './payments/stripe-webhook-routes';
import { ratingRoutes } from './ratings/routes';
import { refundChanged } from './refunds/returned-refund';
import { refundAdminRoutes } from './refunds/routes';
import { cancelOrder } from './refunds/service';
import { startRefundSweeper } from './refunds/sweeper';
import { createShopSettings } from './settings/service';
import { productStockHooks } from './stock/batch-admin';
import { scheduleStockJobs, stockJobs } from './stock/jobs';
import { stockNoticeRoutes } from './stock/routes';
import { waitlistJobs } from './waitlist/jobs';
import { waitlistAdminRoutes, waitlistRoutes } from './waitlist/routes';
import { readStarterScript } from './web/built-assets';
import { registerDevWebApp } from './web/dev-web-app';
import { createPageCache, type PageCache, WRITES_THAT_KEEP_PAGES } from './web/page-cache';
import { seoRoutes } from './web/seo-routes';
import { registerWebApp } from './web/static';
import { withdrawalRoutes } from './withdrawals/routes';

export interface AppDeps {
  database: Database;
  config: Config;
  /** Folder of the built browser app; defaults to dist/web. */
  webRoot?: string;
  /** Today's date (yyyy-mm-dd, shop time zone); injectable so tests can travel in time. */
  today?: () => string;
  /** The checkout's clock (payment windows, the hold cool-down); the system's unless set. */
  now?: () => Date;
  /** The payment provider; by default Stripe when configured, else the simulated one. */
  payments?: PaymentProvider;
  /** Where the log goes; stdout unless set (the benchmark logs to /dev/null, all work kept). */
  logFile?: string;
  /** Where the log goes instead, line by line (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** A client must deliver its whole request within this time (slow-body attacks). */
  requestTimeoutMs?: number;
  /** The kept pages' clock in milliseconds (tests); `performance.now()` unless set. */
  pageCacheClock?: () => number;
  /** How often overdue orders release their holds; 0 turns the sweeper off. */
  sweepIntervalMs?: number;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
const shopToday = () => berlinDay(new Date());

/**
 * After start, the missing image sizes are rendered one by one; closing the app stops it. The
 * answer starts another round (after an import brought new pictures).
 */
function prerenderInBackground(app: FastifyInstance, variants: ImageVariants): () => void {
  let closing = false;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => variants.prerender(() => closing))
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'image sizes rendered in advance');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'rendering image sizes failed'));
  };
  app.addHook('onReady', async () => round());
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });
  return round;
}

const methodsOf = (route: RouteOptions) => [route.method].flat();

/**
 * Rendered pages, kept a moment (web/page-cache.ts). A successful write empties
 * them before its answer goes out, so the writer's next page shows the change. The emptying is
 * added to each write route as it is declared (before the routes), not run on every request only
 * to find a GET.
 */
function keptPages(app: FastifyInstance, now?: () => number): PageCache {
  const cache = createPageCache({ now });
  app.addHook('onRoute', (route) => {
    const clearing = new Set(
      methodsOf(route).filter(
        (method) =>
          !SAFE_METHODS.has(method) && !WRITES_THAT_KEEP_PAGES.has(`${method} ${route.url}`),
      ),
    );
    if (clearing.size === 0) return;
    const clear: onSendHookHandler = (request, reply, payload, done) => {
      if (reply.statusCode < 400 && clearing.has(request.method)) cache.clear();
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), clear];
  });
  return cache;
}

/** Composes the app in a fixed order: platform plugins, error mapping, routes, browser app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const app = Fastify({
    // silent means no logger at all: a per-request child logger costs even when it never writes
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { err: redactError },
            // written asynchronously: lines that come while a write is under way go out together
            // with the next, instead of one blocking write per request (pino flushes at exit)
            stream: deps.logStream ?? pino.destination({ dest: deps.logFile ?? 1, sync: false }),
          },
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 64 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    serverFactory: (handler) =>
      createHttpServer(handler, {
        requestTimeoutMs: deps.requestTimeoutMs ?? 30_000,
        keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
        maxConnections: config.MAX_CONNECTIONS,
      }),
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // find-my-way's 100 made a long id "Unbekannter Pfad" (404) on a route that exists; the
    // route's own schema refuses it with a 400 that names the field
    routerOptions: { maxParamLength: 2048 },
  });

  const admission = registerAdmission(app, config.REQUESTS_AT_WORK);
  recordRouteTable(app);
  const https = config.PUBLIC_URL.startsWith('https:');
  const webRoot = deps.webRoot ?? defaultWebRoot;
  const starter = config.WEB_DEV_SERVER ? null : readStarterScript(webRoot);
  registerSecurityHeaders(app, https, starter ? [starter.hash] : []);
  const publicOrigin = createPublicOrigin(config);
  registerCanonicalHost(app, publicOrigin);
  const originOf = (request: FastifyRequest) => publicOrigin.originFor(originRequest(request));
  // the shop takes no compressed body on a method without one: no decompression step per GET
  app.addHook('onRoute', (route) => {
    if (methodsOf(route).every((method) => SAFE_METHODS.has(method))) route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // a page (80–150 KB, whole in memory) compressed in one call rather than through a zlib
    // stream: 1.5 ms less CPU per cart page measured, with no spare core for the stream's
    // threadpool to use under load. Larger answers (exports, backups) still stream.
    syncThreshold: 256 * 1024,
    // compressed per request (a visitor's cart, payment and success pages, 83 KB): brotli 2
    // takes 0.48 ms for such a page, 3 takes 0.64 and the plugin's 4 0.93 ms, for 21.5, 21.0 and
    // 20.2 KB — two per cent more bytes for a quarter less CPU, with the CPU the limit under
    // load. What is compressed once and sent often (kept pages, the product list) gets 6.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  const rateLimits = await registerRateLimits(app, {
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    // several processes can share a PostgreSQL, never a PGlite folder
    sharedDb: config.DATABASE_URL ? db : null,
  });
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  registerTextGuard(app);
  const secret = loadJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = createAccessTokens(
    secret,
    tokenIssuer(config.PUBLIC_URL_SET ? config.PUBLIC_URL : null),
  );
  registerStaffGuard(app, db, tokens);
  const api = registerTypedRoutes(app);
  await registerOpenApi(app, config.PUBLIC_URL, ACCESS_COOKIE);

  // before the routes: their writes are told apart as they are declared
  const pageCache = config.WEB_DEV_SERVER ? null : keptPages(app, deps.pageCacheClock);

  const today = deps.today ?? shopToday;
  const listCache = createProductListCache();
  const settings = createShopSettings(db, { links: configuredLinks(config) });
  // the defaults (environment links, SHOP_EMAIL) carry a start the database cannot serve yet
  app.addHook('onReady', async () => {
    await settings
      .reload()
      .catch((error: unknown) => app.log.warn({ err: error }, 'reading the shop settings failed'));
  });
  // staff may set the address customers write to; until then the environment's
  const shopEmail = () => settings.current().contact?.email ?? config.SHOP_EMAIL;
  const payments =
    deps.payments ??
    (config.STRIPE_SECRET_KEY
      ? callsAway(
          createStripeProvider({
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            terms: () => contractTermLinks(settings.current().links, config.PUBLIC_URL),
            logger: app.log,
          }),
          admission,
        )
      : createSimulatedProvider(db, config.PUBLIC_URL));
  const orderDeps = {
    db,
    payments,
    publicUrl: config.PUBLIC_URL,
    get shopEmail() {
      return shopEmail();
    },
    today,
    maxOpenOrdersPerAddress: config.MAX_OPEN_ORDERS_PER_ADDRESS,
    holdCaps: {
      units: config.MAX_HELD_UNITS_PER_ADDRESS,
      places: config.MAX_HELD_PLACES_PER_ADDRESS,
      sharePercent: config.MAX_HELD_SHARE_PERCENT,
      cooldownMs: config.HOLD_COOLDOWN_MINUTES * 60_000,
    },
    addressTurns: createAddressTurns(),
    now: deps.now,
    catalog: listCache,
    originOf,
  };

  startExpirySweeper(app, orderDeps, deps.sweepIntervalMs ?? 60_000);

  healthRoutes(api, db, rateLimits);
  const imageVariants = createImageVariants(database);
  catalogRoutes(api, {
    db,
    images: imageVariants,
    listCache,
    today,
    now: deps.now ?? (() => new Date()),
  });
  const prerender = config.PRERENDER_IMAGES ? prerenderInBackground(app, imageVariants) : () => {};
  legacyProductRoutes(api, { db });
  legacyImportAdminRoutes(api, {
    // imported pictures are rendered ahead like uploads; the shop shows the new catalogue at once
    jobs: createImportJobs(db, () => {
      listCache.invalidate();
      prerender();
    }),
  });
  ratingRoutes(api, { db, today });
  ratingModerationRoutes(api, { db, catalog: listCache });
  identityRoutes(api, {
    db,
    loginRateLimit: config.LOGIN_RATE_LIMIT,
    tokens,
    devices: createDeviceCookies(secret),
    secureCookies: https,
  });
  consentRoutes(api, { db, lookupsPerMinute: config.CONSENT_RATE_LIMIT });
  withdrawalRoutes(api, {
    db,
    shop: {
      get shopEmail() {
        return shopEmail();
      },
      publicUrl: config.PUBLIC_URL,
    },
  });
  withdrawalAdminRoutes(api, { db, now: deps.now ?? (() => new Date()) });
  orderAdminRoutes(api, { db });
  const refundDeps = {
    db,
    payments,
    shop: {
      get shopEmail() {
        return shopEmail();
      },
      publicUrl: config.PUBLIC_URL,
    },
    catalog: listCache,
    now: deps.now,
  };
  refundAdminRoutes(api, refundDeps);
  accountingAdminRoutes(api, { db, now: deps.now });
  startRefundSweeper(app, refundDeps, deps.sweepIntervalMs ?? 60_000);
  // each feature's due work, by kind (docs/decisions/030-scheduled-jobs.md)
  const stockShop = {
    get shopEmail() {
      return shopEmail();
    },
    publicUrl: config.PUBLIC_URL,
  };
  const jobHandlers: JobHandlers = {
    ...waitlistJobs(refundDeps.shop),
    ...courseDecisionJobs(refundDeps.shop),
    ...courseReminderJobs(refundDeps.shop),
    ...stockJobs(stockShop),
  };
  courseDecisionRoutes(api, refundDeps);
  startCancelledDateSweeper(app, refundDeps, deps.sweepIntervalMs ?? 60_000);
  const clock = deps.now ?? (() => new Date());
  app.addHook('onReady', async () => {
    await scheduleStockJobs(db, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'scheduling the stock jobs failed'),
    );
    // bookings paid before reminders existed, or while the setting changed in another process
    await scheduleUpcomingReminders(db, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'scheduling the course reminders failed'),
    );
  });
  startScheduler(app, { db, handlers: jobHandlers, now: deps.now }, deps.sweepIntervalMs ?? 60_000);
  fulfilmentAdminRoutes(api, {
    ...refundDeps,
    cancel: (actor, orderId, version, reason) =>
      cancelOrder(refundDeps, actor, orderId, version, reason),
  });
  const waitlistDeps = { db, shop: refundDeps.shop, now: deps.now };
  waitlistRoutes(api, waitlistDeps);
  waitlistAdminRoutes(api, waitlistDeps);
  courseSelfServiceRoutes(api, {
    db,
    shop: refundDeps.shop,
    now: deps.now,
    refund: (orderItemId, keepFee, reason) =>
      refundOwnBooking(refundDeps, orderItemId, keepFee, reason),
  });
  courseSelfServiceAdminRoutes(api, { db });
  courseCalendarRoutes(api, { db, shop: refundDeps.shop, now: deps.now });
  pickupPlaceAdminRoutes(api, { db });
  outboxAdminRoutes(api, { db, mailServer: Boolean(config.SMTP_URL) });
  const stockAdmin = { db, publicUrl: config.PUBLIC_URL, today, now: clock };
  productAdminRoutes(api, {
    db,
    catalog: listCache,
    rules: () => ({ now: clock(), foodTypes: settings.current().foodTypes }),
    stockHooks: productStockHooks(stockAdmin),
  });
  stockAdminRoutes(api, { ...stockAdmin, catalog: listCache });
  stockNoticeRoutes(api, { db, publicUrl: config.PUBLIC_URL, now: clock });
  auditAdminRoutes(api, { db });
  discountAdminRoutes(api, { db, today });
  settingsAdminRoutes(api, { db, settings });
  courseAdminRoutes(api, {
    db,
    catalog: listCache,
    now: clock,
    refunds: refundDeps,
  });
  checkInAdminRoutes(api, {
    db,
    settings,
    get shopEmail() {
      return shopEmail();
    },
    now: deps.now,
  });
  legalRoutes(api, { db, settings });
  legalAdminRoutes(api, { db });
  privacyAdminRoutes(api, { db, catalog: listCache });
  orderStatusRoutes(api, {
    db,
    today,
    get shopEmail() {
      return shopEmail();
    },
  });
  invoiceRoutes(api, { db });
  invoiceAdminRoutes(api, { db });
  invoicingSettingsRoutes(api, { db, settings, catalog: listCache });
  documentRoutes(api, {
    db,
    settings,
    get shopEmail() {
      return shopEmail();
    },
  });
  // passed whole, not spread: a spread would read shopEmail once, before staff set it
  checkoutRoutes(api, orderDeps, config.CHECKOUT_RATE_LIMIT);
  if (payments.name === 'simulated') simulatedPaymentRoutes(api, orderDeps);
  if (payments.name === 'stripe')
    stripeWebhookRoutes(api, orderDeps, (paymentIntentId, providerRefundId) =>
      refundChanged(refundDeps, paymentIntentId, providerRefundId),
    );

  const shopConfig = () => ({
    links: pageLinks(settings.current().links, config),
    origin: config.PUBLIC_URL,
    smallBusiness: settings.smallBusiness(),
  });
  const pagesForSearch = pageCache
    ? await registerWebApp(app, webRoot, shopConfig, {
        serveSourceMaps: config.NODE_ENV !== 'production',
        starter,
        cache: pageCache,
      })
    : await registerDevWebApp(app, shopConfig);
  seoRoutes(app, { db, publicUrl: config.PUBLIC_URL, pages: pagesForSearch });
  return app;
}
