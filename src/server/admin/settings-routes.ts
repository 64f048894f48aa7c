import { ShippingCost } from '../../domain/catalog-schema';
import {
  ShippingRateInput,
  ShippingRulesInput,
  ShippingRulesView,
} from '../../domain/settings-schema';
import {
  ContactSettings,
  FoodTypesSetting,
  LinkSettings,
  ShopSettingsView,
  TaxDefaults,
} from '../../domain/shop-settings-schema';
import { actorOf } from '../audit/service';
import {
  listShippingCosts,
  saveShippingRate,
  saveShippingRules,
  shippingRules,
} from '../catalog/shipping-costs';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import type { ShopSettings } from '../settings/service';

/** The shop's settings that live in the database (behind the staff guard). */
// where customers' mail goes, which terms they agree to and how goods are taxed: the owner's call
const ADMIN_ONLY = { staffRoles: ['admin' as const] };
const tags = ['Backoffice: Einstellungen'];

export function settingsAdminRoutes(app: Api, deps: { db: Db; settings: ShopSettings }): void {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'The settings staff keep in the shop',
        response: { 200: ShopSettingsView },
      },
    },
    async () => deps.settings.current(),
  );

  app.put(
    '/api/admin/settings/links',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Links of the footer and the contract terms',
        body: LinkSettings,
        response: { 200: ShopSettingsView },
      },
    },
    async (request) => deps.settings.save(actorOf(request), 'links', request.body),
  );

  app.put(
    '/api/admin/settings/contact',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'The shop’s contact details (mails, Impressum)',
        body: ContactSettings,
        response: { 200: ShopSettingsView },
      },
    },
    async (request) => deps.settings.save(actorOf(request), 'contact', request.body),
  );

  app.put(
    '/api/admin/settings/tax-defaults',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'The tax class of each product category',
        body: TaxDefaults,
        response: { 200: ShopSettingsView },
      },
    },
    async (request) => deps.settings.save(actorOf(request), 'taxDefaults', request.body),
  );

  app.put(
    '/api/admin/settings/food-types',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Which product categories sell food (LMIV) and which of them honey',
        body: FoodTypesSetting,
        response: { 200: ShopSettingsView },
      },
    },
    async (request) => deps.settings.save(actorOf(request), 'foodTypes', request.body),
  );

  app.get(
    '/api/admin/settings/shipping',
    {
      schema: {
        tags,
        summary: 'The shipping rate; null until one is set',
        response: { 200: ShippingCost.nullable() },
      },
    },
    async () => (await listShippingCosts(deps.db))[0] ?? null,
  );

  app.put(
    '/api/admin/settings/shipping',
    {
      schema: {
        tags,
        summary: 'Change the shipping rate',
        body: ShippingRateInput,
        response: { 200: ShippingCost },
      },
    },
    async (request) => {
      const { amountCents } = request.body;
      const updated = await saveShippingRate(deps.db, actorOf(request), amountCents);
      request.log.info({ amountCents, by: request.staff?.user.id }, 'shipping rate changed');
      return updated;
    },
  );

  app.get(
    '/api/admin/settings/shipping-rules',
    {
      schema: {
        tags,
        summary: 'The shipping rate per destination group, free-from value and countries',
        response: { 200: ShippingRulesView },
      },
    },
    async () => ({ rates: await shippingRules(deps.db) }),
  );

  app.put(
    '/api/admin/settings/shipping-rules',
    {
      schema: {
        tags,
        summary: 'Replace the shipping rules; a group left out is no longer shipped to',
        body: ShippingRulesInput,
        response: { 200: ShippingRulesView },
      },
    },
    async (request) => {
      const rates = await saveShippingRules(deps.db, actorOf(request), request.body.rates);
      request.log.info(
        { groups: rates.map((rate) => rate.group), by: request.staff?.user.id },
        'shipping rules changed',
      );
      return { rates };
    },
  );
}
