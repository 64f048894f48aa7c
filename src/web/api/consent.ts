import type { GeoLocation } from '../../domain/consent';
import type { ConsentRequest, ConsentView } from '../../domain/consent-schema';
import { apiRequest } from './client';

export const fetchConsent = (visitorId: string) =>
  apiRequest<ConsentView>(`/api/consent/${encodeURIComponent(visitorId)}`);

export const saveConsent = (decision: ConsentRequest) =>
  apiRequest<{ uuid: string; createdAt: string }>('/api/consent', {
    method: 'POST',
    body: JSON.stringify(decision),
  });

/** Looked up by our own server from the request; asked only with "Standort Service" on. */
export const fetchLocation = () => apiRequest<GeoLocation>('/api/geo');
