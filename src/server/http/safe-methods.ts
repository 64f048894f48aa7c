/**
 * Methods that read and carry no body (RFC 9110 §9.2.1): they change nothing, so they need no
 * cross-site check, clear no kept page and have nothing to decompress.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
