import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { randomAlphanumeric } from '../../domain/ids';

/** A Stripe API object as JSON; the fake keeps them loosely typed, like the wire format. */
export type StripeObject = Record<string, unknown>;

/** SDK request params as they arrive form-encoded: every number and boolean is a string. */
export type Form<T> = T extends number | boolean
  ? string
  : T extends (infer U)[]
    ? Form<U>[]
    : T extends object
      ? { [K in keyof T]: Form<T[K]> }
      : T;

// Stripe's own example objects (stripe/openapi fixtures3.json): the fake answers in real shapes
const fixtures = JSON.parse(
  readFileSync(new URL('./stripe-fixtures.json', import.meta.url), 'utf8'),
) as {
  resources: Record<string, StripeObject>;
};

/** A fresh deep copy of Stripe's fixture for `resource`, e.g. 'checkout.session' or 'charge'. */
export function fixture(resource: string): StripeObject {
  const object = fixtures.resources[resource];
  if (!object) throw new Error(`no Stripe fixture for ${resource}`);
  return structuredClone(object);
}

export const stripeId = (prefix: string, length = 24) =>
  `${prefix}_${randomAlphanumeric(length, (n) => randomBytes(n))}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

/** A webhook event in Stripe's shape (API version of the SDK) carrying `object`. */
export const eventOf = (type: string, object: StripeObject): StripeObject => ({
  ...fixture('event'),
  id: stripeId('evt'),
  api_version: Stripe.API_VERSION,
  created: unixNow(),
  pending_webhooks: 1,
  type,
  data: { object },
});

const isIndex = (key: string) => /^\d+$/.test(key);

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(
    ([key, inner]) => [key, arraysFromIndexes(inner)] as const,
  );
  if (entries.length > 0 && entries.every(([key]) => isIndex(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

/**
 * Decodes Stripe's form encoding (`line_items[0][price_data][currency]=eur`) into the nested
 * object the SDK was given, so tests can assert on what was really sent.
 */
export function decodeForm(encoded: string): StripeObject {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      node[name] ??= {};
      node = node[name] as Record<string, unknown>;
    });
  }
  return arraysFromIndexes(root) as StripeObject;
}

/** Replaces the id at `path` (e.g. payment_intent.latest_charge) by the object, as `expand[]` does. */
export function expandPath(
  target: StripeObject,
  path: string[],
  lookup: (id: string) => StripeObject | undefined,
): void {
  const [field, ...rest] = path;
  if (!field) return;
  const value = target[field];
  const found = typeof value === 'string' ? lookup(value) : value;
  if (typeof found !== 'object' || found === null) return;
  const copy = structuredClone(found) as StripeObject;
  target[field] = copy;
  expandPath(copy, rest, lookup);
}

export const stripeError = (type: string, message: string, extra: StripeObject = {}) => ({
  error: { type, message, ...extra },
});
