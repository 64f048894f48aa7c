import { WithdrawalReceipt, WithdrawalRequest } from '../../domain/withdrawal-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import type { ShopContact } from '../mail/order-confirmation-template';
import { recordWithdrawal } from './service';

/** § 356a BGB: every visitor may declare a withdrawal; each declaration is kept and confirmed. */
export function withdrawalRoutes(app: Api, deps: { db: Db; shop: ShopContact }): void {
  app.post(
    '/api/withdrawals',
    {
      // a declaration sends an e-mail to the address it names: not a relay for strangers
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Widerruf'],
        summary:
          'Declare a withdrawal (§ 356a BGB); the same receipt whether the order exists or not',
        body: WithdrawalRequest,
        response: { 201: WithdrawalReceipt },
      },
    },
    async (request, reply) => {
      const receipt = await recordWithdrawal(deps.db, request.body, deps.shop);
      request.log.info({ reference: receipt.reference }, 'withdrawal declared');
      return reply.status(201).header('cache-control', 'no-store').send(receipt);
    },
  );
}
