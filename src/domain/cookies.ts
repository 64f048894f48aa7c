/**
 * One cookie's raw value from a `Cookie` header or `document.cookie` (both "a=1; b=2"), so the
 * server renders a page from the same cookies the browser then hydrates it with.
 */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookies
    ?.split(/;\s*/)
    .find((entry) => entry.startsWith(prefix))
    ?.slice(prefix.length);
}
