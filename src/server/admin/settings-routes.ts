import type { FastifyInstance } from 'fastify';
import { ShippingRateInput } from '../../domain/settings-schema';
import { ContactSettings, LinkSettings, TaxDefaults } from '../../domain/shop-settings-schema';
import { actorOf } from '../audit/service';
import { listShippingCosts, saveShippingRate } from '../catalog/shipping-costs';
import type { Db } from '../db/client';
import { parseInput } from '../http/parse';
import type { ShopSettings } from '../settings/service';

/** The shop's settings that live in the database (behind the staff guard). */
// where customers' mail goes, which terms they agree to and how goods are taxed: the owner's call
const ADMIN_ONLY = { config: { staffRoles: ['admin' as const] } };

export function settingsAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; settings: ShopSettings },
): void {
  app.get('/api/admin/settings', async () => deps.settings.current());

  app.put('/api/admin/settings/links', ADMIN_ONLY, async (request) =>
    deps.settings.save(actorOf(request), 'links', parseInput(LinkSettings, request.body, 'body')),
  );

  app.put('/api/admin/settings/contact', ADMIN_ONLY, async (request) =>
    deps.settings.save(
      actorOf(request),
      'contact',
      parseInput(ContactSettings, request.body, 'body'),
    ),
  );

  app.put('/api/admin/settings/tax-defaults', ADMIN_ONLY, async (request) =>
    deps.settings.save(
      actorOf(request),
      'taxDefaults',
      parseInput(TaxDefaults, request.body, 'body'),
    ),
  );

  app.get(
    '/api/admin/settings/shipping',
    async () => (await listShippingCosts(deps.db))[0] ?? null,
  );

  app.put('/api/admin/settings/shipping', async (request) => {
    const { amountCents } = parseInput(ShippingRateInput, request.body, 'body');
    const updated = await saveShippingRate(deps.db, actorOf(request), amountCents);
    request.log.info({ amountCents, by: request.staff?.user.id }, 'shipping rate changed');
    return updated;
  });
}
