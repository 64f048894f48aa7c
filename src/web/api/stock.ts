import type {
  BatchForm,
  ProductStockView,
  StockAlertSettings,
  StockNoticeAnswer,
  StockNoticeRequest,
} from '../../domain/stock-schema';
import { apiRequest } from './client';
import { staffRequest } from './staff-request';

/** "Benachrichtige mich": the answer is the same for a known or new address. */
export const requestStockNotice = (body: StockNoticeRequest) =>
  apiRequest<StockNoticeAnswer>('/api/stock-notices', {
    method: 'POST',
    body: JSON.stringify(body),
  });

export const confirmStockNotice = (token: string) =>
  apiRequest<StockNoticeAnswer>(`/api/stock-notices/${encodeURIComponent(token)}/confirm`, {
    method: 'POST',
  });

export const unsubscribeStockNotice = (token: string) =>
  apiRequest<StockNoticeAnswer>(`/api/stock-notices/${encodeURIComponent(token)}`, {
    method: 'DELETE',
  });

const productStockPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

export const productStock = (id: string) =>
  staffRequest<ProductStockView>(`${productStockPath(id)}/stock`);

export const addBatch = (id: string, batch: BatchForm) =>
  staffRequest<ProductStockView>(`${productStockPath(id)}/batches`, {
    method: 'POST',
    body: JSON.stringify(batch),
  });

export const correctBatch = (id: string, batchId: number, quantity: number) =>
  staffRequest<ProductStockView>(`${productStockPath(id)}/batches/${batchId}`, {
    method: 'PATCH',
    body: JSON.stringify({ quantity }),
  });

export const setLowStockThreshold = (id: string, lowStockThreshold: number) =>
  staffRequest<ProductStockView>(`${productStockPath(id)}/low-stock-threshold`, {
    method: 'PUT',
    body: JSON.stringify({ lowStockThreshold }),
  });

export const stockAlerts = () => staffRequest<StockAlertSettings>('/api/admin/stock-alerts');

export const saveStockAlerts = (settings: StockAlertSettings) =>
  staffRequest<StockAlertSettings>('/api/admin/stock-alerts', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
