import { eq, isNull, like } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit-schema';
import type { ProductDetail, ProductSummary } from '../../domain/catalog-schema';
import { compareTitles } from '../../domain/german-order';
import {
  ADMIN_PRODUCT_LIST_LIMIT,
  type AdminProduct,
  type AdminProductList,
  type ProductForm,
} from '../../domain/product-admin-schema';
import { images, productImages, products } from '../db/schema';
import { useTestShop } from '../testing/app';
import { goodsLine, startCheckout } from '../testing/checkout';
import { databaseKinds } from '../testing/databases';
import { nextAddress, suiteStaff } from '../testing/staff';

const lavender: ProductForm = {
  type: 'care',
  title: 'Lavendelbalsam für Hände',
  price: '8,50',
  shortDescription: 'Mit Bienenwachs und Öl aus der Heide.',
  description: 'Zieht schnell ein.',
  longDescription: '',
  amountAvailable: '12',
  productDisplayed: true,
  properties: [{ key: 'Inhalt', value: '50 ml' }],
  netContentAmount: '50',
  netContentUnit: 'ml',
  taxClassId: 'standard',
  maxPerOrder: '',
};

const photo = (colour: string, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    [format]()
    .withExif({ IFD0: { Artist: 'Greta', Copyright: 'Hofladen' } })
    .toBuffer();

describe.each(databaseKinds())('backoffice products on $name', (kind) => {
  const shop = useTestShop(kind);
  const staff = suiteStaff(shop);
  const shopList = async (type: string) =>
    (await shop().app.inject(`/api/products?type=${type}`)).json<ProductSummary[]>();

  const create = async (form: ProductForm = lavender) => {
    const { request } = await staff();
    const response = await request({ method: 'POST', url: '/api/admin/products', payload: form });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminProduct>();
  };

  it('creates a product that the shop lists at once, with its history', async () => {
    await shopList('care');
    const created = await create();
    expect(created.id).toBe('p-lavendelbalsam-fuer-haende');
    expect(created.fields).toMatchObject({ priceCents: 850, amountAvailable: 12, courseTime: '' });

    const listed = (await shopList('care')).find((product) => product.id === created.id);
    expect(listed).toMatchObject({ priceCents: 850, netContent: { amount: 50, unit: 'ml' } });

    const again = await create();
    expect(again.id).toBe('p-lavendelbalsam-fuer-haende-2');

    const { request } = await staff();
    const found = (
      await request({ method: 'GET', url: '/api/admin/products?q=lavendel&type=care' })
    ).json<AdminProductList>();
    expect(found.products.map((row) => row.id)).toEqual([created.id, again.id]);
    expect(found.total).toBe(2);
    const trail = (
      await request({ method: 'GET', url: `/api/admin/audit/product/${created.id}` })
    ).json<AuditEntry[]>();
    expect(trail).toEqual([
      expect.objectContaining({ action: 'created', staffName: 'Greta Bienenstöck' }),
    ]);
  });

  it('saves an edit made from the current version and refuses one from an older', async () => {
    const product = await create({ ...lavender, title: 'Ringelblumensalbe' });
    const { request } = await staff();
    const save = (version: number, price: string) =>
      request({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        payload: {
          version,
          stockWas: 12,
          fields: { ...lavender, title: 'Ringelblumensalbe', price },
        },
      });
    const first = await save(product.version, '9,20');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminProduct>().version).toBe(product.version + 1);

    const second = await save(product.version, '7,00');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('VERSION_CONFLICT');

    // saved again as it is: nothing changed, so the version and the history stay
    const unchanged = await save(product.version + 1, '9,20');
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json<AdminProduct>().version).toBe(product.version + 1);

    const detail = (await shop().app.inject(`/api/products/${product.id}`)).json<ProductDetail>();
    expect(detail.priceCents).toBe(920);
    const trail = (
      await request({ method: 'GET', url: `/api/admin/audit/product/${product.id}` })
    ).json<AuditEntry[]>();
    expect(trail.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(trail[0]).toMatchObject({
      action: 'updated',
      changes: [{ field: 'priceCents', before: 850, after: 920 }],
    });
  });

  it('moves the stock by what staff changed, keeping sales made during the edit', async () => {
    const product = await create({ ...lavender, title: 'Propolis-Creme' });
    // two jars sold while the form was open
    await shop()
      .database.db.update(products)
      .set({ amountAvailable: 10 })
      .where(eq(products.id, product.id));
    const { request } = await staff();
    const response = await request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: {
        version: product.version,
        stockWas: 12,
        fields: { ...lavender, title: 'Propolis-Creme', amountAvailable: '17' },
      },
    });
    expect(response.json<AdminProduct>().fields.amountAvailable).toBe(15);

    // places handed back meanwhile may not carry the stock past the most a form accepts
    await shop()
      .database.db.update(products)
      .set({ amountAvailable: 1_000_000 })
      .where(eq(products.id, product.id));
    const over = await request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: {
        version: product.version + 1,
        stockWas: 999_999,
        fields: { ...lavender, title: 'Propolis-Creme', amountAvailable: '1000000' },
      },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details.field).toBe('body.fields.amountAvailable');
    const [stored] = await shop()
      .database.db.select({ stock: products.amountAvailable })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stored?.stock).toBe(1_000_000);
  });

  it('answers bad input with the German reason and stores nothing', async () => {
    const { request } = await staff();
    const cases: [Partial<ProductForm>, string, string][] = [
      [{ price: 'zwölf' }, 'body.price', 'Preis in Euro'],
      [{ title: '  ' }, 'body.title', 'Titel'],
      [{ amountAvailable: '-1' }, 'body.amountAvailable', 'mindestens 0'],
      // what Number() would read as some number is no stock count
      [{ amountAvailable: '0x10' }, 'body.amountAvailable', 'ganze Zahl'],
      [{ amountAvailable: '' }, 'body.amountAvailable', 'ganze Zahl'],
      [{ amountAvailable: true } as never, 'body.amountAvailable', 'ganze Zahl'],
      [{ maxPerOrder: [7] } as never, 'body.maxPerOrder', 'ganze Zahl'],
      [{ netContentUnit: '' }, 'body.netContentAmount', 'gehören zusammen'],
      [{ taxClassId: 'luxus' }, 'body.fields.taxClassId', 'Steuersatz'],
      [{ title: 'Nul\u0000l' }, 'body.title', 'unzulässige Zeichen'],
    ];
    for (const [change, field, words] of cases) {
      const response = await request({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...lavender, title: 'Fehlerhaft', ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.details.field).toBe(field);
      expect(response.json().error.message).toContain(words);
    }
    // raw bytes are taken by the picture upload alone, not by the product form
    const asPicture = await request({
      method: 'POST',
      url: '/api/admin/products',
      payload: Buffer.from(JSON.stringify({ ...lavender, title: 'Fehlerhaft' })),
      headers: { 'content-type': 'image/png' },
    });
    expect(asPicture.statusCode).toBe(415);
    expect(asPicture.json().error.details.field).toBe('body');
    const stored = await shop()
      .database.db.select()
      .from(products)
      .where(eq(products.title, 'Fehlerhaft'));
    expect(stored).toEqual([]);
  });

  it('takes JPEG, PNG and WebP uploads without their metadata, in the order staff choose', async () => {
    const product = await create({ ...lavender, title: 'Bienenwachstücher' });
    const { request } = await staff();
    const upload = async (bytes: Buffer, type = 'image/jpeg') =>
      request({
        method: 'POST',
        url: `/api/admin/products/${product.id}/images`,
        payload: bytes,
        headers: { 'content-type': type },
      });
    const jpeg = await upload(await photo('#c8a040'));
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    // the same picture again stays one picture and changes nothing worth a history entry
    const again = await upload(await photo('#c8a040'));
    expect(again.json<AdminProduct>().images).toHaveLength(1);
    const trail = (
      await request({ method: 'GET', url: `/api/admin/audit/product/${product.id}` })
    ).json<AuditEntry[]>();
    expect(trail.map((entry) => entry.action)).toEqual(['updated', 'created']);
    // the browser's type is not trusted: a PNG sent as octet-stream is still a PNG
    const png = await upload(await photo('#406080', 'png'), 'application/octet-stream');
    expect(png.statusCode, png.body).toBe(201);
    const webp = await upload(await photo('#80a040', 'webp'), 'image/webp');
    const [first, second, third] = webp.json<AdminProduct>().images;
    if (!first || !second || !third) throw new Error('three images expected');

    const [stored] = await shop()
      .database.db.select({ bytes: images.bytes, mime: images.mime })
      .from(images)
      .where(eq(images.id, first.id));
    const meta = await sharp(stored?.bytes).metadata();
    expect(stored?.mime).toBe('image/jpeg');
    expect(meta.exif).toBeUndefined();
    expect((await shop().app.inject(first.url)).statusCode).toBe(200);

    const arranged = await request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/images`,
      payload: {
        images: [
          { id: third.id, alt: 'Drei Tücher gefaltet' },
          { id: first.id, alt: '' },
          { id: second.id, alt: '' },
        ],
      },
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const card = (await shopList('care')).find((entry) => entry.id === product.id);
    expect(card?.image).toMatchObject({ id: third.id, alt: 'Drei Tücher gefaltet' });

    const removed = await request({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images/${second.id}`,
    });
    expect(removed.json<AdminProduct>().images.map((image) => image.id)).toEqual([
      third.id,
      first.id,
    ]);
    const orphan = await shop().database.db.select().from(images).where(eq(images.id, second.id));
    expect(orphan).toEqual([]);
  });

  it('refuses a file that is no image, and one over 10 MB, storing nothing', async () => {
    const product = await create({ ...lavender, title: 'Seife ohne Bild' });
    const { request } = await staff();
    const send = (payload: Buffer, type: string) =>
      request({
        method: 'POST',
        url: `/api/admin/products/${product.id}/images`,
        payload,
        headers: { 'content-type': type },
      });
    const text = await send(Buffer.from('%PDF-1.4 kein Bild'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({
      code: 'NOT_AN_IMAGE',
      message: 'Diese Datei ist kein Bild im Format JPEG, PNG oder WebP.',
    });
    const gif = await send(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
      'image/gif',
    );
    expect(gif.json().error.code).toBe('NOT_AN_IMAGE');
    for (const [body, type] of [
      ['<p>kein Bild</p>', 'text/html'],
      ['{"image":"honig.jpg"}', 'application/json'],
      ['kein Bild', 'text/plain'],
    ]) {
      const refused = await send(Buffer.from(body ?? ''), type ?? '');
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json().error).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'body: Bitte eine Bilddatei hochladen (JPEG, PNG oder WebP).',
      });
    }
    const huge = await send(Buffer.alloc(50 * 1024 * 1024, 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'body: Das Bild ist größer als 10 MB. Bitte ein kleineres wählen.',
      details: { field: 'body' },
    });
    const links = await shop()
      .database.db.select()
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    expect(links).toEqual([]);
  });

  it('deletes a product nobody ordered and archives one that was ordered', async () => {
    const unsold = await create({ ...lavender, title: 'Nie verkauft' });
    const { request } = await staff();
    const remove = (id: string, version: number) =>
      request({ method: 'DELETE', url: `/api/admin/products/${id}`, payload: { version } });
    expect((await remove(unsold.id, unsold.version)).json()).toEqual({ outcome: 'deleted' });
    expect((await shop().app.inject(`/api/products/${unsold.id}`)).statusCode).toBe(404);
    // its history keeps the id: a new product with the same title gets another
    const successor = await create({ ...lavender, title: 'Nie verkauft' });
    expect(successor.id).toBe(`${unsold.id}-2`);

    const sold = await create({ ...lavender, title: 'Schon verkauft' });
    const order = await startCheckout(shop().app, [goodsLine(sold.id)], nextAddress());
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await remove(sold.id, sold.version)).json()).toEqual({ outcome: 'archived' });
    expect((await shopList('care')).map((product) => product.id)).not.toContain(sold.id);
    const archived = (
      await request({ method: 'GET', url: '/api/admin/products?archived=true' })
    ).json<AdminProductList>();
    expect(archived.products.map((row) => row.id)).toContain(sold.id);
    const edit = await request({
      method: 'PUT',
      url: `/api/admin/products/${sold.id}`,
      payload: { version: sold.version + 1, stockWas: 11, fields: lavender },
    });
    expect(edit.json().error.code).toBe('PRODUCT_ARCHIVED');
  });

  it('lists at most the first products by title, in German order, when there are more', async () => {
    const { db } = shop().database;
    const [template] = await db.select().from(products).where(eq(products.type, 'care')).limit(1);
    if (!template) throw new Error('the demo catalogue has no care product');
    const many = Array.from({ length: ADMIN_PRODUCT_LIST_LIMIT }, (_, n) => ({
      ...template,
      archivedAt: null,
      id: `p-zwiebelsalz-${n}`,
      title: `Zwiebelsalz ${String(n).padStart(4, '0')}`,
    }));
    await db
      .insert(products)
      .values([...many, { ...template, archivedAt: null, id: 'p-aepfel', title: 'Äpfel' }]);
    try {
      const { request } = await staff();
      const { products: listed, total } = (
        await request({ method: 'GET', url: '/api/admin/products' })
      ).json<AdminProductList>();
      expect(listed).toHaveLength(ADMIN_PRODUCT_LIST_LIMIT);
      const active = await db.$count(products, isNull(products.archivedAt));
      expect(active).toBeGreaterThan(ADMIN_PRODUCT_LIST_LIMIT);
      expect(total).toBe(active);
      const titles = listed.map((row) => row.title);
      // Ä with the A, not after the Z; the cut falls in the Zwiebelsalz, not anywhere
      expect(titles).toContain('Äpfel');
      expect(titles).toEqual([...titles].sort(compareTitles));
      const shownSalts = titles.filter((title) => title.startsWith('Zwiebelsalz'));
      expect(shownSalts.length).toBeGreaterThan(0);
      expect(shownSalts).toEqual(many.slice(0, shownSalts.length).map((row) => row.title));
      expect(titles.at(-1)).toBe(many[shownSalts.length - 1]?.title);
    } finally {
      await db.delete(products).where(like(products.id, 'p-zwiebelsalz-%'));
      await db.delete(products).where(eq(products.id, 'p-aepfel'));
    }
  });

  it('keeps what course participants bring for the reminder, and none for goods', async () => {
    const course = await create({
      ...lavender,
      type: 'course',
      title: 'Salben rühren',
      taxClassId: 'standard',
      netContentAmount: '',
      netContentUnit: '',
      courseTime: '14:00 – 17:00 Uhr',
      courseLocation: 'Hofscheune',
      courseBring: 'Schürze\nzwei leere Schraubgläser',
    });
    expect(course.fields).toMatchObject({
      courseLocation: 'Hofscheune',
      courseBring: 'Schürze\nzwei leere Schraubgläser',
    });
    const [row] = await shop()
      .database.db.select({ bring: products.courseBring })
      .from(products)
      .where(eq(products.id, course.id));
    expect(row?.bring).toBe('Schürze\nzwei leere Schraubgläser');
    const balm = await create({ ...lavender, title: 'Ohne Kurs', courseBring: 'Schürze' });
    expect(balm.fields.courseBring).toBe('');
  });
});
