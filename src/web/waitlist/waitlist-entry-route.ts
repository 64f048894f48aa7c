import { waitlistEntryQuery } from '../api/waitlist';
import { loadOrNotFound, type PageLoaderArgs } from '../page-data';
import { WaitlistEntryPage } from './waitlist-entry-page';

/** The waitlist place behind the link; a link that names none is a 404 page. */
const loader = (args: PageLoaderArgs) => {
  const token = args.params.token ?? '';
  return loadOrNotFound(args, {
    queryKey: waitlistEntryQuery.key(token),
    path: waitlistEntryQuery.path(token),
  });
};

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const waitlistEntryRoute = { Component: WaitlistEntryPage, loader };
