import { z } from 'zod';
import { paths } from '../domain/routes';
// a bad setting is told in German at start-up, as the API's input is
import './http/german-messages';
import type { LinkSettings } from '../domain/shop-settings-schema';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: optionalText
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(65_535).optional())
      .transform((port) => port ?? 3000),
    // an idle connection after an answer closes after this; behind a load balancer that keeps
    // connections open (AWS ALB: 60 s) it must be longer than the balancer's idle timeout
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    // a browser opens at most 6 connections to a host: 2048 serve some 340 visitors at the same
    // instant, far more than a farm shop sees, while one client cannot take every descriptor
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2048),
    // requests at work at once per process, the rest wait their turn: on a saturated machine a
    // request that has started finishes before more start (http/admission.ts); 0: no limit
    REQUESTS_AT_WORK: z.coerce.number().int().min(0).max(10_000).default(4),
    // unset: this machine at the configured PORT (a fixed :3000 sent customers to the wrong port)
    // the shop answers at its root: links, redirects and the sitemap are made from the origin
    PUBLIC_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'muss eine http- oder https-Adresse sein' })
        .refine(
          // an address that is no URL at all has its own message from the check above
          (url) =>
            !URL.canParse(url) || (['', '/'].includes(new URL(url).pathname) && !/[?#]/.test(url)),
          'muss die Adresse ohne Pfad sein (z. B. https://shop.example); der Shop läuft an deren Wurzel',
        )
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    // at least 2: work taken by name (a backup, an image's render) holds one connection while it
    // queries with another
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
    // which proxies may tell us the client's address: a hop count or their addresses; unset
    // trusts none (a client-chosen X-Forwarded-For would otherwise dodge every rate limit)
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(/^(\d{1,2}|[0-9A-Fa-f:./]+(\s*,\s*[0-9A-Fa-f:./]+)*)$/, {
          message: 'a number of proxy hops, or proxy addresses/CIDRs separated by commas',
        })
        .optional(),
    ),
    // shared rate-limit counters for several server processes
    REDIS_URL: optionalText.pipe(z.url().optional()),
    REDIS_KEY_PREFIX: z.string().default('hofladen:'),
    CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    // sign-in tries one address may make per minute, before any password is hashed
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    // look-ups of a visitor's stored cookie decision one address may make per minute: the browser
    // makes one per page the server sends it, and a school or office shares one address
    CONSENT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    // unpaid orders (each holding stock and places) one client address may have open at once
    MAX_OPEN_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
    // what one address may hold across its open orders (docs/decisions/013): a cart of three
    // products at their per-order limit of 10 still fits, the shop's ~700 units do not
    MAX_HELD_UNITS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    // the cap of one booking (12 places, docs/shop/courses.md#places-per-booking)
    MAX_HELD_PLACES_PER_ADDRESS: z.coerce.number().int().min(1).default(12),
    // of a product's stock or a date's places, rounded up: the last jar still sells
    MAX_HELD_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
    // a cancelled or expired order's lines keep counting so long: holds cannot be renewed at once
    HOLD_COOLDOWN_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // render every image's WebP widths in the background after start, so no visitor waits
    PRERENDER_IMAGES: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // `npm run dev` sets it: the pages are rendered from the sources through Vite (hot reload)
    // instead of from the build
    WEB_DEV_SERVER: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    // the server's own daily backup goes here; unset means none (npm run backup still works)
    BACKUP_DIR: optionalText,
    BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
    // hour of the night (Europe/Berlin) the daily backup is taken
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    // signs staff access tokens; unset means one generated and kept in DATA_DIR
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    ),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('Hofladen <shop@hofladen.example>'),
    SHOP_EMAIL: z.string().default('shop@hofladen.example'),
    LINK_IMKEREI: z.url().default('https://imkerei.hofladen.example/'),
    LINK_KRAEUTERHAUS: z.url().default('https://kraeuterhaus.hofladen.example/'),
    LINK_UEBER_UNS: z.url().default('https://hofladen.example/ueber-uns'),
    LINK_WOCHENMAERKTE: z.url().default('https://hofladen.example/wochenmaerkte'),
    // unset: the shop's own legal pages (/impressum, …), whose text staff keep in the database
    LINK_IMPRESSUM: optionalText.pipe(z.url().optional()),
    LINK_DATENSCHUTZ: optionalText.pipe(z.url().optional()),
    LINK_AGB: optionalText.pipe(z.url().optional()),
    LINK_WIDERRUF: optionalText.pipe(z.url().optional()),
    // the demo template site's navbar: where its documentation and its purchase page live
    DEMO_DOCS_URL: z.url().default('https://hofladen.example/demo/dokumentation'),
    DEMO_PURCHASE_URL: z.url().default('https://hofladen.example/demo/kaufen'),
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    // set: the shop's only address (pages on other hosts redirect); unset: visitors keep their host
    PUBLIC_URL_SET: config.PUBLIC_URL !== undefined,
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at boot; every bad key is listed, not just the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Ungültige Einstellungen:\n${problems.join('\n')}`);
  }
  return result.data;
}

/**
 * The links header and footer show until staff set them in the backoffice (public by nature).
 */
export function configuredLinks(config: Config): LinkSettings {
  return {
    imkerei: config.LINK_IMKEREI,
    kraeuterhaus: config.LINK_KRAEUTERHAUS,
    ueberUns: config.LINK_UEBER_UNS,
    wochenmaerkte: config.LINK_WOCHENMAERKTE,
    impressum: config.LINK_IMPRESSUM ?? paths.legal('impressum'),
    datenschutz: config.LINK_DATENSCHUTZ ?? paths.legal('datenschutz'),
    agb: config.LINK_AGB ?? paths.legal('agb'),
    widerruf: config.LINK_WIDERRUF ?? paths.legal('widerrufsbelehrung'),
  };
}

/**
 * What pages link to: the set links, the shipping page, which is always the shop's own, and the
 * demo site's external pages.
 */
export const pageLinks = (links: LinkSettings, config: Config) => ({
  ...links,
  versand: paths.legal('versand-und-zahlung'),
  demoDocs: config.DEMO_DOCS_URL,
  demoPurchase: config.DEMO_PURCHASE_URL,
});

/** AGB and Widerrufsbelehrung as absolute addresses, for pages and mails outside the shop. */
export function contractTermLinks(links: LinkSettings, publicUrl: string) {
  return {
    agb: new URL(links.agb, publicUrl).toString(),
    widerruf: new URL(links.widerruf, publicUrl).toString(),
  };
}
