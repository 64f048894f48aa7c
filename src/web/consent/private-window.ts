/**
 * spec §4/§8: whether this is a private window; a detector that fails or hangs (2 s) counts as
 * "not private". Its own chunk: loaded only when a visitor without a decision arrives.
 */
export async function isPrivateWindow(): Promise<boolean> {
  try {
    const { detectIncognito } = await import('detectincognitojs');
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000));
    return await Promise.race([detectIncognito().then((result) => result.isPrivate), timeout]);
  } catch {
    return false;
  }
}
