import type { FastifyInstance } from 'fastify';
import { WithdrawalRequest } from '../../domain/withdrawal-schema';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import type { ShopContact } from '../mail/order-confirmation-template';
import { recordWithdrawal } from './service';

/** § 356a BGB: every visitor may declare a withdrawal; each declaration is kept and confirmed. */
export function withdrawalRoutes(app: FastifyInstance, deps: { db: Db; shop: ShopContact }): void {
  app.post(
    '/api/withdrawals',
    // a declaration sends an e-mail to the address it names: not a relay for strangers
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const declaration = parseInput(WithdrawalRequest, request.body, 'body');
      const receipt = await recordWithdrawal(deps.db, declaration, deps.shop);
      request.log.info({ reference: receipt.reference }, 'withdrawal declared');
      return reply.status(201).header('cache-control', 'no-store').send(receipt);
    },
  );
}
