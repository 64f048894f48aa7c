import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an HTML document (e.g. a receipt under /api/): full document headers. */
    document?: boolean;
  }
}

// the shop uses none of these browser features; nothing it embeds may either
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * helmet's headers depend only on its options, yet its Fastify plugin rebuilds them (CSP
 * parsing included) on every request — a third of a product-list request's CPU. They are
 * computed once here and set as a plain header object.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** `scriptHashes`: the inline scripts pages may run (`sha256-…`), the starter's. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  scriptHashes: string[] = [],
): void {
  const headers = computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    // one framing rule: CSP says frame-ancestors 'none', so the legacy header says DENY too
    xFrameOptions: { action: 'deny' },
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // CSP and friends govern documents; JSON and images only need the no-sniffing rules, and
  // skipping the rest keeps the hottest API responses cheap to write
  const resourceHeaders = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': headers['cross-origin-resource-policy'] ?? 'same-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const resource = request.url.startsWith('/api/') && !request.routeOptions.config.document;
    reply.headers(resource ? resourceHeaders : headers);
    done();
  });
}
