type TrustProxy = false | string | ((address: string, hop: number) => boolean);

/** TRUST_PROXY → Fastify's trustProxy: nothing, a hop count, or a list of proxy addresses. */
export function trustProxySetting(value: string | undefined): TrustProxy {
  if (!value) return false;
  if (!/^\d+$/.test(value)) return value;
  // the n nearest hops are our proxies; the address before them is the client's
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
