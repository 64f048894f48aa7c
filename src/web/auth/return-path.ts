import { paths } from '../../domain/routes';

/**
 * Where the login page sends staff afterwards: back to the backoffice page they came from, and
 * nowhere else, so a crafted `?next=` link cannot lead them off the site (open redirect).
 */
export function returnPath(next: string | null): string {
  const rest = next?.startsWith(paths.admin) ? next.slice(paths.admin.length) : undefined;
  return next && rest !== undefined && /^(?:[/?#]|$)/.test(rest) ? next : paths.admin;
}
