import type { CheckInList, CheckInState } from '../../domain/check-in-schema';
import { staffRequest } from './staff-request';

// The check-in page's calls (docs/shop/courses.md#check-in). '' asks for today in Berlin as the
// server's clock has it.

const dayQuery = (day: string) => (day ? `?day=${encodeURIComponent(day)}` : '');

export const checkInKeys = {
  all: ['admin', 'check-in'] as const,
  day: (day: string) => ['admin', 'check-in', day] as const,
};

export const fetchCheckIn = (day: string) =>
  staffRequest<CheckInList>(`/api/admin/check-in${dayQuery(day)}`);

/** "anwesend" (present) or its undo for one booking's places on a course day. */
export const saveCheckIn = (day: string, courseDateId: number, key: string, present: boolean) =>
  staffRequest<CheckInState>(
    `/api/admin/check-in/${encodeURIComponent(day)}/${courseDateId}/${encodeURIComponent(key)}`,
    { method: present ? 'PUT' : 'DELETE' },
  );

/** The day's Teilnehmerliste, opened as a plain link (the staff cookie signs it in). */
export const participantListPdfUrl = (day: string) => `/api/admin/check-in.pdf${dayQuery(day)}`;
