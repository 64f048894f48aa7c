import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE } from '../../domain/text';
import { invalidInput } from '../errors';

// NUL and a lone UTF-16 surrogate can be neither stored nor passed on: PostgreSQL refuses NUL in
// text and both in JSON (`"\ud800"` is no valid jsonb), and UTF-8 has no form for a lone
// surrogate. Refused once here, for every route, so no schema can forget them (a forgotten one
// was a 500 with the value in the log). Other control characters stay the schemas' call: a
// Markdown text or a comment keeps its line breaks and tabs.
const UNSTORABLE = /[\0\p{Cs}]/u;

// only the shop's own cookies are read; a stranger's cookie on the same domain must not lock a
// visitor out of every page
const OWN_COOKIE = /^hofladen_/;

// a raw body passed on as a stream (the import's upload) or as a Buffer is the route's own to
// read, and walking a stream's object graph never ends (it holds cycles)
const isWalkable = (item: unknown): item is Record<string, unknown> =>
  item !== null && typeof item === 'object' && !Buffer.isBuffer(item) && !(item instanceof Stream);

/** A place in a value being walked; its path is spelled out only when something is found there. */
interface Visit {
  item: Record<string, unknown>;
  key: string;
  from: Visit | undefined;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at; at = at.from) keys.push(at.key);
  return keys.reverse().join('.');
};

/** The path of a string (or object key) in `value` that holds an unstorable character. */
export function unstorableAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (!isWalkable(value)) return undefined;
  // a loop, not recursion: a 64 KB body can nest arrays 30,000 deep
  const pending: Visit[] = [{ item: value, key: path, from: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { item } = visit;
    const array = Array.isArray(item);
    for (const key of Object.keys(item)) {
      // the key itself never goes into the answer: it may be the very character refused
      if (!array && UNSTORABLE.test(key)) return pathOf(visit);
      const child = item[key];
      if (typeof child === 'string') {
        if (UNSTORABLE.test(child)) return `${pathOf(visit)}.${key}`;
      } else if (isWalkable(child)) pending.push({ item: child, key, from: visit });
    }
  }
  return undefined;
}

/**
 * Before any route's own validation, every value a request brings — path parameters, query,
 * body (keys too) and the shop's cookies — is checked; headers need no check, since Node's HTTP
 * parser already refuses NUL in them and reads them as Latin-1, which has no surrogates.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // a callback, not an async function: every request passes here, and a promise per hook is a
  // measurable part of a small API answer (docs/decisions/037-performance.md)
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      unstorableAt(request.params, 'params') ??
      unstorableAt(request.query, 'query') ??
      unstorableAt(request.body, 'body') ??
      unstorableCookie(request.cookies);
    done(field ? invalidInput(field, `${CONTROL_CHARACTERS_MESSAGE}.`) : undefined);
  });
}

// only values are decoded (%00); a cookie's name stays as the header carried it, which has neither
function unstorableCookie(cookies: Record<string, string | undefined> = {}) {
  for (const name of Object.keys(cookies)) {
    if (!OWN_COOKIE.test(name)) continue;
    const at = unstorableAt(cookies[name], `cookies.${name}`);
    if (at) return at;
  }
  return undefined;
}
