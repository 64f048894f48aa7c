import type {
  BulkOutcome,
  FulfilmentView,
  LifecycleActionInput,
  TodayView,
} from '../../domain/fulfilment-schema';
import type { PickupPlace } from '../../domain/pickup-place';
import type { PickupPlaceForm } from '../../domain/pickup-place-schema';
import type { ShippingRulesForm, ShippingRulesView } from '../../domain/settings-schema';
import { staffRequest } from './staff-request';

// The backoffice's calls for what happens after payment: moving orders, today's work, pickup
// places and the shipping rules.

const json = (method: 'POST' | 'PUT' | 'DELETE', body: unknown) => ({
  method,
  body: JSON.stringify(body),
});

export const fulfilmentKeys = {
  today: (day: string) => ['admin', 'today', day] as const,
  places: ['admin', 'pickup-places'] as const,
  shippingRules: ['admin', 'settings', 'shipping-rules'] as const,
};

export const moveOrder = (orderId: string, version: number, action: LifecycleActionInput) =>
  staffRequest<FulfilmentView>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/fulfilment`,
    json('POST', { version, action }),
  );

export const startProcessing = (orders: { id: string; version: number }[]) =>
  staffRequest<BulkOutcome>('/api/admin/orders/bulk-processing', json('POST', { orders }));

/** Today's work in Berlin, or the day named. */
export const fetchToday = (day: string) =>
  staffRequest<TodayView>(`/api/admin/fulfilment/today${day ? `?day=${day}` : ''}`);

export const fetchPickupPlaces = () => staffRequest<PickupPlace[]>('/api/admin/pickup-places');

export const createPickupPlace = (place: PickupPlaceForm) =>
  staffRequest<PickupPlace>('/api/admin/pickup-places', json('POST', place));

export const savePickupPlace = (id: number, version: number, place: PickupPlaceForm) =>
  staffRequest<PickupPlace>(`/api/admin/pickup-places/${id}`, json('PUT', { version, place }));

export const fetchShippingRules = () =>
  staffRequest<ShippingRulesView>('/api/admin/settings/shipping-rules');

export const saveShippingRules = (form: ShippingRulesForm) =>
  staffRequest<ShippingRulesView>('/api/admin/settings/shipping-rules', json('PUT', form));
