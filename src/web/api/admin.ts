import type { AdminCourse, AdminCourseDate, Participant } from '../../domain/admin-courses-schema';
import type { OrderDetail, OrderListPage } from '../../domain/admin-orders-schema';
import type { OutboxView } from '../../domain/admin-outbox';
import type { OutboxMail, OutboxPage } from '../../domain/admin-outbox-schema';
import type { CourseDateForm } from '../../domain/course-date-schema';
import type { DiscountCodeForm, DiscountCodeView } from '../../domain/discount-schema';
import type { LegalSlug } from '../../domain/legal';
import type { ModeratedRating, RatingUpdate } from '../../domain/ratings-schema';
import type { ShopSettingsView } from '../../domain/shop-settings-schema';

type RatingChanges = Partial<RatingUpdate>;

import { staffRequest } from './staff-request';

const json = (method: 'POST' | 'PUT', body: unknown) => ({ method, body: JSON.stringify(body) });

/** The list's filters as the page keeps them in its address; '' is "all". */
export interface OrderFilter {
  status: string;
  state: string;
  delivery: string;
  place: string;
  day: string;
  q: string;
  page: number;
}

export const adminKeys = {
  orders: (filter: OrderFilter) => ['admin', 'orders', filter] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  legal: (slug: LegalSlug) => ['admin', 'legal', slug] as const,
};

export function fetchOrders({ status, state, delivery, place, day, q, page }: OrderFilter) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (state) query.set('state', state);
  if (delivery) query.set('delivery', delivery);
  if (place) query.set('place', place);
  if (day) query.set('day', day);
  if (q.trim()) query.set('q', q.trim());
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return staffRequest<OrderListPage>(`/api/admin/orders${search ? `?${search}` : ''}`);
}

export const fetchOrder = (id: string) =>
  staffRequest<OrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`);

export const resendConfirmation = (id: string) =>
  staffRequest<{ queued: true }>(`/api/admin/orders/${encodeURIComponent(id)}/confirmation`, {
    method: 'POST',
  });

export interface LegalSource {
  slug: LegalSlug;
  title: string;
  markdown: string;
  updatedAt: string | null;
}

export const fetchLegalSource = (slug: LegalSlug) =>
  staffRequest<LegalSource>(`/api/admin/legal/${slug}`);

export const saveLegalSource = (slug: LegalSlug, page: { title: string; markdown: string }) =>
  staffRequest<LegalSource>(`/api/admin/legal/${slug}`, json('PUT', page));

export const exportCustomerData = (email: string) =>
  staffRequest<Record<string, unknown>>('/api/admin/privacy/export', json('POST', { email }));

export const eraseCustomerData = (email: string) =>
  staffRequest<{ erased: Record<string, number> }>(
    '/api/admin/privacy/erase',
    json('POST', { email }),
  );

export type RatingFilter = 'neu' | 'freigegeben' | 'alle';

export const ratingKeys = {
  list: (filter: RatingFilter) => ['admin', 'ratings', filter] as const,
  all: ['admin', 'ratings'] as const,
};

export function fetchRatings(filter: RatingFilter) {
  const query = filter === 'alle' ? '' : `?enabled=${filter === 'freigegeben'}`;
  return staffRequest<ModeratedRating[]>(`/api/admin/ratings${query}`);
}

export const updateRating = (id: number, changes: RatingChanges) =>
  staffRequest<ModeratedRating>(`/api/admin/ratings/${id}`, {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });

export const deleteRating = (id: number) =>
  staffRequest<void>(`/api/admin/ratings/${id}`, { method: 'DELETE' });

export const outboxKeys = {
  list: (view: OutboxView, page: number, q: string) => ['admin', 'outbox', view, page, q] as const,
  mail: (id: number) => ['admin', 'outbox', 'mail', id] as const,
  all: ['admin', 'outbox'] as const,
};

export const fetchOutbox = (view: OutboxView, page: number, q: string) => {
  const query = new URLSearchParams({ view });
  if (page > 1) query.set('page', String(page));
  if (q) query.set('q', q);
  return staffRequest<OutboxPage>(`/api/admin/outbox?${query}`);
};

export const fetchOutboxMail = (id: number) => staffRequest<OutboxMail>(`/api/admin/outbox/${id}`);

export const retryOutboxMail = (id: number) =>
  staffRequest<{ queued: true }>(`/api/admin/outbox/${id}/retry`, { method: 'POST' });

export const discountKeys = { all: ['admin', 'discount-codes'] as const };

export const fetchDiscountCodes = () =>
  staffRequest<DiscountCodeView[]>('/api/admin/discount-codes');

export const createDiscountCode = (code: DiscountCodeForm) =>
  staffRequest<DiscountCodeView>('/api/admin/discount-codes', json('POST', code));

export const changeDiscountCode = (code: string, rules: Omit<DiscountCodeForm, 'code'>) =>
  staffRequest<DiscountCodeView>(
    `/api/admin/discount-codes/${encodeURIComponent(code)}`,
    json('PUT', rules),
  );

export const courseKeys = {
  all: ['admin', 'courses'] as const,
  participants: (dateId: number) => ['admin', 'participants', dateId] as const,
};

export const fetchCourses = () => staffRequest<AdminCourse[]>('/api/admin/courses');

export const fetchParticipants = (dateId: number) =>
  staffRequest<Participant[]>(`/api/admin/course-dates/${dateId}/participants`);

export const cancelCourseBooking = (dateId: number, booking: Participant['booking']) =>
  staffRequest<{ freed: number }>(
    `/api/admin/course-dates/${dateId}/cancellations`,
    json('POST', booking),
  );

export const createCourseDate = (productId: string, form: CourseDateForm) =>
  staffRequest<AdminCourseDate>(
    `/api/admin/courses/${encodeURIComponent(productId)}/dates`,
    json('POST', form),
  );

export const changeCourseDate = (dateId: number, form: CourseDateForm) =>
  staffRequest<AdminCourseDate>(`/api/admin/course-dates/${dateId}`, json('PUT', form));

export const deleteCourseDate = (dateId: number) =>
  staffRequest<void>(`/api/admin/course-dates/${dateId}`, { method: 'DELETE' });

export const shopSettingsKeys = { all: ['admin', 'settings', 'shop'] as const };

export const fetchShopSettings = () => staffRequest<ShopSettingsView>('/api/admin/settings');

export const saveShopSetting = (
  key: 'links' | 'contact' | 'tax-defaults' | 'food-types',
  value: object,
) => staffRequest<ShopSettingsView>(`/api/admin/settings/${key}`, json('PUT', value));
