import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// One shop, one host name (docs/decisions/016-one-host.md): cookies — the consent and the cart — belong to a
// host, so a visitor sent from 127.0.0.1 to localhost, or from www to the apex, starts over there.

/** What of a request decides its origin; Fastify's `host` and `protocol` honour TRUST_PROXY. */
export interface OriginRequest {
  method: string;
  url: string;
  host: string | undefined;
  protocol: string;
  /** The port the connection arrived on; unknown for injected requests. */
  localPort: number | undefined;
}

export interface PublicOrigin {
  /** Where payment pages and return URLs send this visitor. */
  originFor(request: OriginRequest): string;
  /** The address a page request on another host is moved to (301), or null to serve it. */
  canonicalLocation(request: OriginRequest): string | null;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_HEADER = new RegExp(
  `^(${LABEL}(?:\\.${LABEL})*|\\d{1,3}(?:\\.\\d{1,3}){3}|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`,
  'i',
);

/** A Host header's name and port when it is nothing but a host name or address and a port. */
export function parseHost(value: string | undefined): { name: string; port: number | null } | null {
  const match = value ? HOST_HEADER.exec(value) : null;
  if (!match?.[1]) return null;
  const name = match[1].toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (match[1].startsWith('[') && isIP(name) !== 6) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { name, port };
}

/** Names a browser on this machine or its network uses for it: loopback, own addresses, hostname. */
export function isThisMachine(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  if (isIP(name) === 4 && name.startsWith('127.')) return true;
  if (name === hostname().toLowerCase()) return true;
  return Object.values(networkInterfaces()).some((addresses) =>
    (addresses ?? []).some((address) => address.address.toLowerCase() === name),
  );
}

const isPage = ({ method, url }: OriginRequest) => {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // indexes, not split: every request passes here
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/api' || path.startsWith('/api/')) return false;
  // assets, sitemap.xml, robots.txt and the like carry a file name
  return path.indexOf('.', path.lastIndexOf('/')) === -1;
};

/**
 * With PUBLIC_URL set, it is the only origin: pages on any other host move there for good.
 * Unset, the visitor stays on the host they used — but a Host header is whatever the client
 * sends, so only this machine's own names, at the port the request came in on, are taken over;
 * any other value falls back to http://localhost:PORT.
 */
export function createPublicOrigin(config: {
  PUBLIC_URL: string;
  PUBLIC_URL_SET: boolean;
  PORT: number;
}): PublicOrigin {
  const configured = new URL(config.PUBLIC_URL);
  const sameHost = (host: string | undefined) => {
    // the usual case, without parsing a URL per page: the header already in its normal form
    if (host === configured.host) return true;
    try {
      return new URL(`${configured.protocol}//${host}`).host === configured.host;
    } catch {
      return false;
    }
  };
  return {
    originFor(request) {
      if (config.PUBLIC_URL_SET) return configured.origin;
      // each read of a getter may walk the forwarding chain again
      const { host: header, protocol } = request;
      const host = parseHost(header);
      const defaultPort = protocol === 'https' ? 443 : 80;
      const arrivedOn = request.localPort ?? config.PORT;
      if (!host || !isThisMachine(host.name) || (host.port ?? defaultPort) !== arrivedOn)
        return configured.origin;
      return new URL(`${protocol}://${header}`).origin;
    },
    canonicalLocation(request) {
      if (!config.PUBLIC_URL_SET || !isPage(request)) return null;
      const host = request.host;
      if (!host || sameHost(host)) return null;
      return `${configured.origin}${request.url}`;
    },
  };
}

/**
 * A request's origin, read when asked: behind a trusted proxy each of host and protocol walks
 * the forwarding chain, and most requests (the API, assets) are settled by method and path
 * alone. A class, not an object literal with getters: one is made for every request, and a
 * literal's getters are defined one by one at run time.
 */
class RequestOrigin implements OriginRequest {
  constructor(private readonly request: FastifyRequest) {}
  get method() {
    return this.request.method;
  }
  get url() {
    return this.request.url;
  }
  get host() {
    return this.request.host;
  }
  get protocol() {
    return this.request.protocol;
  }
  get localPort() {
    return this.request.socket?.localPort;
  }
}

export const originRequest = (request: FastifyRequest): OriginRequest => new RequestOrigin(request);

/** Before anything else answers: a page on another host than PUBLIC_URL's moves there (301). */
export function registerCanonicalHost(app: FastifyInstance, origin: PublicOrigin): void {
  // a callback, not an async function: every request passes here (see http/text-guard.ts)
  app.addHook('onRequest', (request, reply, done) => {
    const location = origin.canonicalLocation(originRequest(request));
    if (location) reply.redirect(location, 301);
    else done();
  });
}
