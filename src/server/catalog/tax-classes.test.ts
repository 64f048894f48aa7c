import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_FOOD } from '../../domain/food-info';
import type { AdminProduct, ProductForm } from '../../domain/product-admin-schema';
import { openDatabase } from '../db/client';
import { products, taxClasses } from '../db/schema';
import { useTestShop } from '../testing/app';
import { buyWithTestCard, goodsLine } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { freePort, spawnShop, waitUntilHealthy } from '../testing/server-process';
import { suiteStaff } from '../testing/staff';

const elderTea: ProductForm = {
  type: 'drink',
  title: 'Holunderblütentee',
  price: '4,80',
  shortDescription: 'Getrocknete Blüten aus dem Garten.',
  description: 'Für eine Kanne.',
  longDescription: '',
  amountAvailable: '20',
  productDisplayed: true,
  properties: [],
  netContentAmount: '40',
  netContentUnit: 'g',
  taxClassId: 'reduced',
  maxPerOrder: '',
  food: {
    ...EMPTY_FOOD,
    name: 'Kräutertee aus Holunderblüten',
    ingredients: 'Holunderblüten',
    bestBefore: 'siehe Boden der Dose',
    operator: 'Kräuterhof Sonnenwiese\nLindenweg 4\n14467 Potsdam',
  },
};

const RATES = [
  { id: 'exempt', rateBp: 0 },
  { id: 'reduced', rateBp: 700 },
  { id: 'standard', rateBp: 1900 },
];

// `npm start` without the demo catalogue: nothing but the shop's own start puts the rates there
describe('a shop started without the demo catalogue', () => {
  it('has 0, 7 and 19 % from its first start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hofladen-tax-'));
    const port = await freePort();
    const shop = spawnShop({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitUntilHealthy(shop, port);
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    const database = await openDatabase({ dataDir });
    try {
      const found = await database.db
        .select({ id: taxClasses.id, rateBp: taxClasses.rateBp })
        .from(taxClasses)
        .orderBy(taxClasses.rateBp);
      expect(found).toEqual(RATES);
      expect(await database.db.select().from(products)).toEqual([]);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.each(databaseKinds())('tax classes on $name', (kind) => {
  describe('a shop without products', () => {
    const shop = useTestShop(kind, { seed: false });
    const staff = suiteStaff(shop);

    it('lets staff pick any of the three for a first product', async () => {
      const { request } = await staff();
      const listed = await request({ method: 'GET', url: '/api/admin/tax-classes' });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject(RATES);
      const created = await request({
        method: 'POST',
        url: '/api/admin/products',
        payload: elderTea,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<AdminProduct>().fields.taxClassId).toBe('reduced');
    });
  });

  describe('a product at the reduced rate', () => {
    const shop = useTestShop(kind);
    const staff = suiteStaff(shop);

    it('puts its 7 % on an order of its own, beside the 19 % of the rest', async () => {
      const { request } = await staff();
      const created = await request({
        method: 'POST',
        url: '/api/admin/products',
        payload: elderTea,
      });
      expect(created.statusCode, created.body).toBe(201);
      const tea = created.json<AdminProduct>();

      const order = await buyWithTestCard(shop().app, [
        goodsLine(tea.id, 2),
        goodsLine('p-ringelblumensalbe'),
      ]);
      expect(order.status).toBe('paid');
      const [standard, reduced] = order.totals.taxes;
      expect(standard?.rateBp).toBe(1900);
      expect(reduced).toMatchObject({ rateBp: 700 });
      // 9,60 € of tea and its share of the shipping, 7 % contained, rounded up
      const teaGross = reduced?.gross ?? 0;
      expect(reduced?.tax).toBe(Math.ceil((teaGross * 700) / 10_700));
      expect(order.totals.vat).toBe((standard?.tax ?? 0) + (reduced?.tax ?? 0));
    });
  });
});
