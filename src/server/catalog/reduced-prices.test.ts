// Reduced prices and the Omnibus line through the API, with the shop's clock in the test's hand
// (docs/shop/product-page.md#reduced-price): the price history is kept by the saves alone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../domain/catalog-schema';
import type { AdminProduct, ProductForm } from '../../domain/product-admin-schema';
import { orderItems, priceHistory } from '../db/schema';
import { useTestShop } from '../testing/app';
import { goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

const DAY = 24 * 3_600_000;

const mead: ProductForm = {
  type: 'drink',
  title: 'Waldmet im Steinkrug',
  price: '15,00',
  shortDescription: 'Kräftiger Met mit Waldhonig.',
  description: '',
  longDescription: '',
  amountAvailable: '40',
  productDisplayed: true,
  properties: [],
  netContentAmount: '500',
  netContentUnit: 'ml',
  taxClassId: 'standard',
  maxPerOrder: '',
  food: {
    name: 'Met (Honigwein)',
    ingredients: 'Wasser, Waldhonig (40 %), Weinhefe, **Sulfite**',
    bestBefore: 'siehe Etikett',
    storage: 'Kühl und dunkel lagern.',
    operator: 'Imkerei Sonnenwiese\nLindenweg 4\n14467 Potsdam',
    alcohol: '12 % vol',
    honeyOrigin: '',
    originCountry: '',
  },
};

describe.each(databaseKinds())('reduced prices on $name', (kind) => {
  // winter time: Berlin is UTC+1
  let clock = new Date('2027-01-10T11:00:00Z');
  const shop = useTestShop(kind, { now: () => clock });
  const staff = suiteStaff(shop);
  const detail = async (id: string) =>
    (await shop().app.inject(`/api/products/${id}`)).json<ProductDetail>();
  const listed = async (id: string) =>
    (await shop().app.inject('/api/products?type=drink'))
      .json<ProductSummary[]>()
      .find((product) => product.id === id);
  const charged = async (id: string) => {
    const checkout = await startCheckout(shop().app, [goodsLine(id)], nextAddress());
    expect(checkout.status, checkout.response.body).toBe(200);
    const [item] = await shop()
      .database.db.select({ cents: orderItems.unitPriceCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, checkout.orderId ?? ''));
    return item?.cents;
  };

  it('charges and shows the reduction only while it runs, with the lowest price of the 30 days before it', async () => {
    const { request } = await staff();
    const created = await request({ method: 'POST', url: '/api/admin/products', payload: mead });
    expect(created.statusCode, created.body).toBe(201);
    let product = created.json<AdminProduct>();
    const save = async (form: Partial<ProductForm>) => {
      const response = await request({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        payload: {
          version: product.version,
          stockWas: product.fields.amountAvailable,
          fields: { ...mead, ...form },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      product = response.json<AdminProduct>();
    };

    // ten days later the price goes down to 13 €, five days after that up to 16 €
    clock = new Date(clock.getTime() + 10 * DAY);
    await save({ price: '13,00' });
    clock = new Date(clock.getTime() + 5 * DAY);
    await save({ price: '16,00' });
    // a reduction to 12 € from 1 February, 00:00 to 28 February, 18:00 (Berlin)
    const reduction = {
      price: '16,00',
      reducedPrice: '12,00',
      reductionStartsAt: '2027-02-01T00:00',
      reductionEndsAt: '2027-02-28T18:00',
    };
    await save(reduction);
    expect(product.fields).toMatchObject({
      reducedPriceCents: 1200,
      reductionStartsAt: '2027-02-01T00:00',
      reductionEndsAt: '2027-02-28T18:00',
    });

    clock = new Date('2027-01-31T22:59:59Z');
    expect(await detail(product.id)).toMatchObject({ priceCents: 1600, reduction: null });
    expect(await charged(product.id)).toBe(1600);

    clock = new Date('2027-01-31T23:00:00Z');
    const reducedView = {
      priceCents: 1200,
      reduction: { struckCents: 1300, lowestPriorCents: 1300, endsAt: '2027-02-28T17:00:00.000Z' },
    };
    expect(await detail(product.id)).toMatchObject(reducedView);
    expect(await listed(product.id)).toMatchObject(reducedView);
    expect(await charged(product.id)).toBe(1200);

    // four weeks on, 13 € lies outside a rolling window, yet stays the reference
    clock = new Date('2027-02-28T16:59:59Z');
    expect(await detail(product.id)).toMatchObject(reducedView);
    // a save that leaves the reduction as shown keeps it (and the history) unchanged
    const rowsBefore = await shop().database.db.select().from(priceHistory);
    await save({ ...reduction, title: 'Waldmet im Tonkrug' });
    expect(await shop().database.db.select().from(priceHistory)).toEqual(rowsBefore);

    clock = new Date('2027-02-28T17:00:00Z');
    expect(await detail(product.id)).toMatchObject({ priceCents: 1600, reduction: null });
    expect(await charged(product.id)).toBe(1600);
  });

  it('refuses a reduction at or above the price, or one already over, in German', async () => {
    const { request } = await staff();
    const post = (form: Partial<ProductForm>) =>
      request({ method: 'POST', url: '/api/admin/products', payload: { ...mead, ...form } });
    const high = await post({
      reducedPrice: '15,00',
      reductionStartsAt: '2027-03-01T00:00',
      reductionEndsAt: '2027-03-02T00:00',
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().error.message).toContain('unter dem regulären Preis');
    const over = await post({
      reducedPrice: '9,00',
      reductionStartsAt: '2020-03-01T00:00',
      reductionEndsAt: '2020-03-02T00:00',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      details: { field: 'body.fields.reductionEndsAt' },
      message: 'body.fields.reductionEndsAt: Das Ende liegt schon in der Vergangenheit.',
    });
  });
});
