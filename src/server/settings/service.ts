import { inArray } from 'drizzle-orm';
import { DEFAULT_FOOD_TYPES } from '../../domain/food-info';
import {
  ContactSettings,
  FoodTypesSetting,
  LinkSettings,
  type ShopSettingsView,
  TaxDefaults,
} from '../../domain/shop-settings-schema';
import { type Actor, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { shopSettings, taxClasses } from '../db/schema';
import { DEFAULT_TAX_CLASSES } from '../db/tax-classes';
import { invalidInput } from '../errors';
import { isSmallBusiness } from '../invoices/small-business';

const SCHEMAS = {
  links: LinkSettings,
  contact: ContactSettings,
  taxDefaults: TaxDefaults,
  foodTypes: FoodTypesSetting,
};
export type SettingKey = keyof typeof SCHEMAS;
type Values = { [K in SettingKey]: ShopSettingsView[K] & object };

/** Before anything is saved: the environment's links, no contact data, honey free of VAT. */
export interface SettingDefaults {
  links: LinkSettings;
}

// saved by invoices/settings.ts, whose route calls `reloadAfterSave()`
const INVOICING_KEY = 'invoicing';

// other processes' saves arrive within this time; this process's own at once
const FRESH_FOR_MS = 10_000;

export interface ShopSettings {
  /** The settings as last read; never waits (pages and mails ask on every request). */
  current(): ShopSettingsView;
  /**
   * Whether the shop sells as a small business (§ 19 UStG), as last read, for what pages tell
   * the browser; prices and orders read the setting live (invoices/small-business.ts).
   */
  smallBusiness(): boolean;
  /** Reads the database again; at start, and after each save. */
  reload(): Promise<void>;
  /** Reads anew after a save committed elsewhere (the invoicing settings): never a read begun before. */
  reloadAfterSave(): Promise<void>;
  save<K extends SettingKey>(actor: Actor, key: K, value: Values[K]): Promise<ShopSettingsView>;
}

export function createShopSettings(db: Db, defaults: SettingDefaults): ShopSettings {
  let snapshot: ShopSettingsView = {
    links: defaults.links,
    contact: null,
    taxDefaults: DEFAULT_TAX_CLASSES,
    foodTypes: DEFAULT_FOOD_TYPES,
  };
  let smallBusiness = false;
  let readAt = 0;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    const rows = await db
      .select()
      .from(shopSettings)
      .where(inArray(shopSettings.key, [...Object.keys(SCHEMAS), INVOICING_KEY]));
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    // a row an older version wrote in another shape falls back instead of breaking every page
    const valid = <K extends SettingKey>(key: K) => {
      const parsed = SCHEMAS[key].safeParse(stored[key]);
      return parsed.success ? (parsed.data as Values[K]) : null;
    };
    snapshot = {
      links: { ...defaults.links, ...valid('links') },
      contact: valid('contact'),
      taxDefaults: { ...DEFAULT_TAX_CLASSES, ...valid('taxDefaults') },
      foodTypes: valid('foodTypes') ?? DEFAULT_FOOD_TYPES,
    };
    smallBusiness = isSmallBusiness(stored[INVOICING_KEY]);
    readAt = Date.now();
  }

  const reload = () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };

  // a read started before the commit would bring back the old values: wait for it, read anew
  const reloadAfterSave = async () => {
    await reading?.catch(() => undefined);
    await reload();
  };

  const fresh = () => {
    if (Date.now() - readAt > FRESH_FOR_MS) void reload().catch(() => undefined);
  };

  return {
    current() {
      fresh();
      return snapshot;
    },
    smallBusiness() {
      fresh();
      return smallBusiness;
    },
    reload,
    reloadAfterSave,
    async save(actor, key, value) {
      if (key === 'taxDefaults') await checkTaxClasses(db, value as TaxDefaults);
      await db.transaction(async (tx) => {
        const before = (
          await tx
            .select()
            .from(shopSettings)
            .where(inArray(shopSettings.key, [key]))
            .for('update')
        )[0];
        await tx
          .insert(shopSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
        await recordChange(tx, actor, {
          entity: 'settings',
          entityId: key,
          action: before ? 'updated' : 'created',
          before: (before?.value as Record<string, unknown> | undefined) ?? snapshot[key],
          after: value,
        });
      });
      await reloadAfterSave();
      return snapshot;
    },
  };
}

async function checkTaxClasses(db: Db, defaults: TaxDefaults): Promise<void> {
  const known = new Set(
    (
      await db
        .select({ id: taxClasses.id })
        .from(taxClasses)
        .where(inArray(taxClasses.id, Object.values(defaults)))
    ).map((row) => row.id),
  );
  for (const [type, id] of Object.entries(defaults)) {
    if (!known.has(id)) throw invalidInput(`body.${type}`, 'Diesen Steuersatz gibt es nicht.');
  }
}
