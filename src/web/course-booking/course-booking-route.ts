import { courseBookingQuery } from '../api/waitlist';
import { loadOrNotFound, type PageLoaderArgs } from '../page-data';
import { CourseBookingPage } from './course-booking-page';

/** The booking behind the link; a link that names none is a 404 page. */
const loader = (args: PageLoaderArgs) => {
  const token = args.params.token ?? '';
  return loadOrNotFound(args, {
    queryKey: courseBookingQuery.key(token),
    path: courseBookingQuery.path(token),
  });
};

/** The page and its loader, loaded with the page's code (routes.tsx). */
export const courseBookingRoute = { Component: CourseBookingPage, loader };
