import type { RefundableOrderView, RefundBody, RefundView } from '../../domain/refund-schema';
import { adminKeys } from './admin';
import { staffRequest } from './staff-request';

// The backoffice's calls for money going back.

/** Under the order's key: whatever refreshes the order refreshes its refunds. */
export const refundKeys = { order: (orderId: string) => [...adminKeys.order(orderId), 'refunds'] };

export const fetchRefundable = (orderId: string) =>
  staffRequest<RefundableOrderView>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`);

export const requestRefund = (orderId: string, body: RefundBody) =>
  staffRequest<RefundView>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
