interface UuidSource {
  getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
  randomUUID?: () => string;
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts: a shop opened
 * over plain http on a LAN address (a phone trying the shop on the owner's network) has none, so
 * the visitor's consent was never kept and the dialog came back on every page.
 * `getRandomValues` exists everywhere.
 */
export function randomUuid(source: UuidSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
