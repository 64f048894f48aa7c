import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { paths } from '../../domain/routes';
import type { Db, Tx } from '../db/client';
import { orderItems } from '../db/schema';
import { escapeHtml } from './mail-layout';

// docs/shop/courses.md#your-booking: the confirmation links each course booking's own page,
// where its holder cancels or moves it.

export interface CourseBookingLink {
  title: string;
  attendee: string;
  path: string;
}

const INTRO =
  'Deine Kursbuchung stornieren oder auf einen anderen Termin verlegen – bis kurz vor dem Kurs ohne Anruf:';
// the confirmation carries the calendar file of its course lines (docs/shop/courses.md#calendar-file)
const CALENDAR_NOTE =
  'Alle Kurstage hängen als Kalenderdatei (kurs.ics) an – ein Klick trägt sie in deinen Kalender ein.';

/** The links of an order's course lines; read by the mail alone, like the status link. */
export async function courseBookingLinks(
  db: Db | Tx,
  orderId: string,
): Promise<CourseBookingLink[]> {
  const rows = await db
    .select({
      title: orderItems.title,
      attendee: orderItems.attendee,
      token: orderItems.manageToken,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.courseDateId)))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    title: row.title,
    attendee: `${row.attendee?.firstName ?? ''} ${row.attendee?.lastName ?? ''}`.trim(),
    path: paths.courseBooking(row.token),
  }));
}

export function courseBookingLinksText(links: readonly CourseBookingLink[], publicUrl: string) {
  if (links.length === 0) return [];
  return [
    INTRO,
    ...links.map((link) => `${link.title} (${link.attendee}): ${publicUrl}${link.path}`),
    CALENDAR_NOTE,
    '',
  ];
}

export function courseBookingLinksHtml(
  links: readonly CourseBookingLink[],
  publicUrl: string,
  color: string,
): string {
  if (links.length === 0) return '';
  const items = links
    .map(
      (link) =>
        `<li style="margin:0 0 6px">${escapeHtml(link.title)} (${escapeHtml(link.attendee)}) – <a href="${escapeHtml(publicUrl + link.path)}" style="color:${color};font-weight:bold">Buchung verwalten</a></li>`,
    )
    .join('');
  return `<p style="margin:0 0 8px">${escapeHtml(INTRO)}</p>
<ul style="margin:0 0 8px;padding-left:20px">${items}</ul>
<p style="margin:0 0 24px">${escapeHtml(CALENDAR_NOTE)}</p>`;
}
