/**
 * The header every state-changing staff call from our own pages carries. A cross-site form or
 * link cannot set it (and we send no CORS headers), so together with SameSite=Strict cookies
 * it stops cross-site request forgery. Kept apart from the zod schemas for the browser.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'hofladen';
