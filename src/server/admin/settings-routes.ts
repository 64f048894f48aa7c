import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ShippingRateInput } from '../../domain/settings-schema';
import { ContactSettings, LinkSettings, TaxDefaults } from '../../domain/shop-settings-schema';
import { actorOf, recordChange } from '../audit/service';
import { listShippingCosts } from '../catalog/pricing-service';
import type { Db } from '../db/client';
import { shippingCosts } from '../db/schema';
import { parseInput } from '../http/parse';
import type { ShopSettings } from '../settings/service';

/**
 * The shop's settings that live in the database (behind the staff guard). The shipping rate
 * applies to the next cart and checkout at once; orders keep the shipping they were charged.
 */
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
    const actor = actorOf(request);
    const updated = await deps.db.transaction(async (tx) => {
      const [first] = await tx
        .select()
        .from(shippingCosts)
        .orderBy(asc(shippingCosts.id))
        .limit(1)
        .for('update');
      const [row] = first
        ? await tx
            .update(shippingCosts)
            .set({ amountCents })
            .where(eq(shippingCosts.id, first.id))
            .returning()
        : await tx
            .insert(shippingCosts)
            .values({ name: 'Verpackung & Versand', amountCents })
            .returning();
      await recordChange(tx, actor, {
        entity: 'settings',
        entityId: 'shipping',
        action: 'updated',
        before: first ? { amountCents: first.amountCents } : null,
        after: { amountCents },
      });
      return row;
    });
    request.log.info({ amountCents, by: request.staff?.user.id }, 'shipping rate changed');
    return updated;
  });
}
