import type {
  AdminWaitlistEntry,
  BookingView,
  CourseSelfServiceSettings,
  WaitlistEntryView,
  WaitlistJoin,
} from '../../domain/waitlist-schema';
import { apiRequest } from './client';
import { staffRequest } from './staff-request';

// The waitlist and a course booking's own page (docs/shop/courses.md#waitlist, #your-booking).

const post = (body?: unknown): { method: 'POST'; body?: string } => ({
  method: 'POST',
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const seg = encodeURIComponent;

export const joinWaitlist = (entry: WaitlistJoin) =>
  apiRequest<{ ok: true }>('/api/waitlist', post(entry));

export const waitlistEntryQuery = {
  key: (token: string) => ['waitlist-entry', token] as const,
  path: (token: string) => `/api/waitlist/${seg(token)}`,
  load: (token: string) => apiRequest<WaitlistEntryView>(waitlistEntryQuery.path(token)),
};
export const confirmWaitlistEntry = (token: string) =>
  apiRequest<WaitlistEntryView>(`/api/waitlist/${seg(token)}/confirm`, post());
export const leaveWaitlist = (token: string) =>
  apiRequest<WaitlistEntryView>(`/api/waitlist/${seg(token)}/leave`, post());

export const courseBookingQuery = {
  key: (token: string) => ['course-booking', token] as const,
  path: (token: string) => `/api/course-bookings/${seg(token)}`,
  load: (token: string) => apiRequest<BookingView>(courseBookingQuery.path(token)),
};
/** The booking's days as a calendar file (docs/shop/courses.md#calendar-file). */
export const courseBookingCalendarPath = (token: string) =>
  `/api/course-bookings/${seg(token)}/calendar.ics`;
export const cancelCourseBooking = (token: string) =>
  apiRequest<BookingView>(`/api/course-bookings/${seg(token)}/cancel`, post());
export const moveCourseBooking = (token: string, courseDateId: number) =>
  apiRequest<BookingView>(`/api/course-bookings/${seg(token)}/move`, post({ courseDateId }));

export const adminWaitlistQuery = {
  key: (courseDateId: number) => ['admin', 'waitlist', courseDateId] as const,
  load: (courseDateId: number) =>
    staffRequest<AdminWaitlistEntry[]>(`/api/admin/course-dates/${courseDateId}/waitlist`),
};
export const moveWaitlistEntry = (id: number, direction: 'up' | 'down') =>
  staffRequest<AdminWaitlistEntry[]>(`/api/admin/waitlist/${id}/move`, post({ direction }));
export const removeWaitlistEntry = (id: number) =>
  staffRequest<null>(`/api/admin/waitlist/${id}`, { method: 'DELETE' });

export const selfServiceSettingsQuery = {
  key: ['admin', 'course-self-service'] as const,
  load: () => staffRequest<CourseSelfServiceSettings>('/api/admin/settings/course-self-service'),
};
export const saveSelfServiceSettings = (value: CourseSelfServiceSettings) =>
  staffRequest<CourseSelfServiceSettings>('/api/admin/settings/course-self-service', {
    method: 'PUT',
    body: JSON.stringify(value),
  });
