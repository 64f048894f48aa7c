import type { OpenWithdrawal, OrderWithdrawal } from '../../domain/admin-orders-schema';
import { staffRequest } from './staff-request';

// The backoffice's calls for withdrawal declarations still waiting for an answer.

export const withdrawalKeys = { open: ['admin', 'withdrawals', 'open'] as const };

export const fetchOpenWithdrawals = () =>
  staffRequest<OpenWithdrawal[]>('/api/admin/withdrawals/open');

export const markWithdrawalHandled = (id: number, note: string) =>
  staffRequest<OrderWithdrawal>(`/api/admin/withdrawals/${id}/handled`, {
    method: 'POST',
    body: JSON.stringify({ note }),
  });
