import { StockNoticeAnswer, StockNoticeRequest, StockNoticeToken } from '../../domain/stock-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import { confirmStockNotice, requestStockNotice, unsubscribeStockNotice } from './notices';

/** "Benachrichtige mich" (docs/shop/stock.md#back-in-stock): anybody, by e-mail, double opt-in. */
export function stockNoticeRoutes(
  app: Api,
  deps: { db: Db; publicUrl: string; now: () => Date },
): void {
  const tags = ['Benachrichtigung'];
  app.post(
    '/api/stock-notices',
    {
      // each request may send a mail to the address it names: not a relay for strangers
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask for one mail when a sold-out product or full course date is back',
        body: StockNoticeRequest,
        response: { 202: StockNoticeAnswer },
      },
    },
    async (request, reply) => {
      const answer = await requestStockNotice(deps.db, request.body, {
        publicUrl: deps.publicUrl,
        now: deps.now(),
      });
      return reply.status(202).header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/api/stock-notices/:token/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirm the address (the link of the opt-in mail)',
        params: StockNoticeToken,
        response: { 200: StockNoticeAnswer },
      },
    },
    async (request) => confirmStockNotice(deps.db, request.params.token, deps.now()),
  );

  app.delete(
    '/api/stock-notices/:token',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Unsubscribe: the entry and its address are deleted',
        params: StockNoticeToken,
        response: { 200: StockNoticeAnswer },
      },
    },
    async (request) => unsubscribeStockNotice(deps.db, request.params.token),
  );
}
