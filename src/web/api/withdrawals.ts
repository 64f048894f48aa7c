import type { WithdrawalForm, WithdrawalReceipt } from '../../domain/withdrawal-schema';
import { apiRequest } from './client';

/** Records the declaration; the receipt is the same whatever order it names. */
export const declareWithdrawal = (declaration: WithdrawalForm) =>
  apiRequest<WithdrawalReceipt>('/api/withdrawals', {
    method: 'POST',
    body: JSON.stringify(declaration),
  });
