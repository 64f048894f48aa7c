import type { CancelDateBody, CancelReport } from '../../domain/course-date-schema';
import type { CourseSettings } from '../../domain/course-settings-schema';
import { staffRequest } from './staff-request';

export const courseSettingsKeys = { all: ['admin', 'course-settings'] as const };

export const cancelCourseDate = (dateId: number, body: CancelDateBody) =>
  staffRequest<CancelReport>(`/api/admin/course-dates/${dateId}/cancel`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export const fetchCourseSettings = () => staffRequest<CourseSettings>('/api/admin/course-settings');

export const saveCourseSettings = (settings: CourseSettings) =>
  staffRequest<CourseSettings>('/api/admin/course-settings', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
