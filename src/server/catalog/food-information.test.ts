// Food information through the API (docs/shop/food-information.md): staff enter it, the product
// page gets it, and a food without it cannot be listed.
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../domain/catalog-schema';
import { EMPTY_FOOD } from '../../domain/food-info';
import type { AdminProduct, ProductForm } from '../../domain/product-admin-schema';
import { useTestShop } from '../testing/app';
import { databaseKinds } from '../testing/databases';
import { suiteStaff } from '../testing/staff';

const honey: ProductForm = {
  type: 'honig',
  title: 'Sonnenblumenhonig',
  price: '7,50',
  shortDescription: '',
  description: '',
  longDescription: '',
  amountAvailable: '10',
  productDisplayed: true,
  properties: [],
  netContentAmount: '500',
  netContentUnit: 'g',
  taxClassId: 'exempt',
  maxPerOrder: '',
  food: {
    ...EMPTY_FOOD,
    name: 'Sonnenblumenhonig',
    ingredients: 'Sonnenblumenhonig',
    bestBefore: 'siehe Deckel',
    operator: 'Imkerei Sonnenwiese\nLindenweg 4\n14467 Potsdam',
    honeyOrigin: 'eu-and-non-eu',
  },
};

describe.each(databaseKinds())('food information on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);

  it('shows the demo honey’s food information and origin on its page', async () => {
    const page = (await shop().app.inject('/api/products/p-waldhonig')).json<ProductDetail>();
    expect(page.food).toMatchObject({ name: 'Waldhonig', origin: 'Herkunft: Deutschland' });
    const cream = (
      await shop().app.inject('/api/products/p-ringelblumensalbe')
    ).json<ProductDetail>();
    expect(cream.food).toBeNull();
  });

  it('refuses to list a food lacking a mandatory field, naming it in German, and stores nothing', async () => {
    const { request } = await staff();
    const post = (form: ProductForm) =>
      request({ method: 'POST', url: '/api/admin/products', payload: form });
    const refused = await post({
      ...honey,
      food: { ...honey.food, ingredients: ' ' },
    } as ProductForm);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'FOOD_INFORMATION_MISSING',
      message:
        'body.fields.food.ingredients: Bitte das Zutatenverzeichnis angeben. Ein Lebensmittel wird erst mit allen Pflichtangaben sichtbar geschaltet.',
      details: { field: 'body.fields.food.ingredients' },
    });
    const noOrigin = await post({
      ...honey,
      food: { ...honey.food, honeyOrigin: '' },
    } as ProductForm);
    expect(noOrigin.json().error.details.field).toBe('body.fields.food.honeyOrigin');
    const list = await request({ method: 'GET', url: '/api/admin/products?q=sonnenblume' });
    expect(list.json()).toEqual({ products: [], total: 0 });

    // hidden it may wait for its information; listed with it, the page shows the blend wording
    const hidden = await post({ ...honey, food: EMPTY_FOOD, productDisplayed: false });
    expect(hidden.statusCode).toBe(201);
    const product = hidden.json<AdminProduct>();
    const show = await request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: { version: product.version, stockWas: 10, fields: honey },
    });
    expect(show.statusCode, show.body).toBe(200);
    const page = (await shop().app.inject(`/api/products/${product.id}`)).json<ProductDetail>();
    expect(page.food).toEqual({
      name: 'Sonnenblumenhonig',
      ingredients: 'Sonnenblumenhonig',
      bestBefore: 'siehe Deckel',
      storage: '',
      operator: 'Imkerei Sonnenwiese\nLindenweg 4\n14467 Potsdam',
      alcohol: '',
      origin: 'Mischung von Honig aus EU- und Nicht-EU-Ländern',
    });
  });

  it('takes which categories are food from the setting', async () => {
    const { request } = await staff();
    const setting = (payload: object) =>
      request({ method: 'PUT', url: '/api/admin/settings/food-types', payload });
    const unfit = await setting({ food: ['drink'], honey: ['honig'] });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().error.message).toContain(
      'jede Honig-Kategorie muss auch Lebensmittel sein',
    );
    const saved = await setting({ food: ['honig', 'other'], honey: ['honig'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().foodTypes).toEqual({ food: ['honig', 'other'], honey: ['honig'] });
    const candle = { ...honey, type: 'other', title: 'Honigbonbons', taxClassId: 'standard' };
    const refused = await request({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...candle, food: EMPTY_FOOD },
    });
    expect(refused.statusCode).toBe(422);
    const drink = await request({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...candle, type: 'drink', food: EMPTY_FOOD },
    });
    expect(drink.statusCode, drink.body).toBe(201);
    await setting({ food: ['honig', 'drink', 'strength'], honey: ['honig'] });
  });
});
