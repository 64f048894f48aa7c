// A legacy shop export with the collections' fields as docs/decisions/036-legacy-import.md maps them, for tests, the
// benchmark and the e2e: the collections as `mongoexport` writes them.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal128, EJSON, Int32, Long, ObjectId } from 'bson';
import sharp from 'sharp';

export type LegacyDocuments = Record<string, Record<string, unknown>[]>;

/** A small picture, as the legacy shop stored it: base64 of a JPEG (or PNG). */
export async function picture(color: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<string> {
  const image = sharp({ create: { width: 48, height: 32, channels: 3, background: color } });
  const bytes = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return bytes.toString('base64');
}

export const BUYER_ANNA = 'b-Anna0000000000001';
export const BUYER_BERND = 'b-Bernd000000000002';
export const IMAGE_ONE = new ObjectId('65a1b2c3d4e5f60718293a41');
export const IMAGE_TWO = new ObjectId('65a1b2c3d4e5f60718293a42');
export const IMAGE_BAD = new ObjectId('65a1b2c3d4e5f60718293a43');

/** The export: good records of every kind and the broken ones the import must report. */
export async function legacyDocuments(): Promise<LegacyDocuments> {
  const honey = await picture('#e0a030');
  return {
    buyer: [
      {
        _id: new ObjectId(),
        buyerId: BUYER_ANNA,
        firstName: 'Anna',
        lastName: 'Imker',
        email: 'anna@example.org',
        phone: '0171 111111',
      },
      {
        _id: new ObjectId(),
        buyerId: BUYER_BERND,
        firstName: 'Bernd',
        lastName: 'Wabe',
        email: 'bernd@example.org',
        phone: '0171 222222',
      },
      { _id: new ObjectId(), buyerId: 'b-Nameless000000003', email: 'x@example.org' },
    ],
    product_images: [
      { _id: IMAGE_ONE, image: await picture('#5a8f3c') },
      { _id: IMAGE_TWO, image: await picture('#3c5a8f', 'png') },
      { _id: IMAGE_BAD, image: 'das ist kein bild!' },
    ],
    products: [
      {
        _id: new ObjectId(),
        productId: 'p1',
        title: 'Blütenhonig aus dem Altbestand',
        price: Decimal128.fromString('12.90'),
        shortDescription: 'Cremig gerührt',
        description: 'Frühjahrsblüte vom Hof.',
        longDescription: 'Lange Beschreibung.',
        productType: 'honig',
        amountAvailable: new Int32(20),
        productDisplayed: true,
        image: honey,
        imageIds: [IMAGE_ONE, IMAGE_TWO],
        imageIdOfDisplayedImage: IMAGE_TWO,
        rating: { mean: 4.5, totalCount: new Int32(2) },
        properties: [{ key: 'gewicht', value: '500 g' }],
      },
      {
        productId: 'p2',
        title: 'Holundersaft',
        price: 4.5,
        productType: 'drink',
        amountAvailable: new Long(7),
        productDisplayed: true,
        properties: [],
      },
      { productId: 'p3', title: 'Komma-Preis', price: '12,90', productType: 'care' },
      { productId: 'p4', title: 'Kartoffeln', price: '2.00', productType: 'gemuese' },
      { productId: 'p5', price: '3.00', productType: 'other' },
      {
        productId: 'p6',
        title: 'Kaputtes Bild',
        price: '5.00',
        productType: 'other',
        image: '@@@',
      },
      { productId: 'p1', title: 'Doppelt', price: '1.00', productType: 'honig' },
      { title: 'Ohne Id', price: '1.00', productType: 'other' },
      {
        productId: 'p7',
        title: 'Fehlendes Bild',
        price: '5.00',
        productType: 'strength',
        imageIds: [IMAGE_BAD],
      },
      {
        productId: 'c1',
        title: 'Imkern für Einsteiger',
        price: '89.00',
        productType: 'course',
        productDisplayed: true,
        amountAvailable: 0,
        properties: [
          {
            dates: [
              {
                date: new Date('2027-05-08T08:00:00Z'),
                totalSpace: new Int32(8),
                reserved: [BUYER_ANNA, BUYER_ANNA, BUYER_BERND],
              },
              { date: '2027-06-12', totalSpace: 6, reserved: [] },
            ],
            time: '10:00 – 16:00',
            additionalProps: [{ key: 'leitung', value: 'Imker Jonas' }],
          },
        ],
      },
      {
        productId: 'c2',
        title: 'Kräuterjahr in Gruppen',
        price: new Long(149),
        productType: 'course',
        properties: [
          {
            dates: [
              { date: 'Gruppe 1', totalSpace: 10, reserved: [BUYER_BERND] },
              { date: 'Gruppe 2', totalSpace: 10, reserved: [] },
            ],
            time: 'Samstags 10:00 – 13:00',
            additionalProps: ['Wetterfeste Kleidung mitbringen'],
            stiffDates: [
              ['13.03.2027', '08.05.2027'],
              [new Date('2027-03-20T09:00:00Z'), '2027-05-15'],
            ],
          },
        ],
      },
      {
        productId: 'c3',
        title: 'Überbuchter Kurs',
        price: '40.00',
        productType: 'course',
        properties: [
          {
            dates: [{ date: '2027-07-01', totalSpace: 1, reserved: [BUYER_ANNA, BUYER_BERND] }],
            time: '9:00',
          },
        ],
      },
    ],
    ratings: [
      {
        _id: new ObjectId('65b000000000000000000001'),
        productId: 'p1',
        title: 'Lecker',
        ort: 'Kassel',
        date: new Date('2024-05-01T10:00:00Z'),
        rate: new Int32(5),
        comment: 'Sehr gut',
        enabled: true,
      },
      {
        _id: new ObjectId('65b000000000000000000002'),
        productId: 'p1',
        title: 'Naja',
        ort: 'Fulda',
        date: '2024-06-02',
        rate: 4,
        comment: 'Ok',
        enabled: false,
      },
      {
        _id: new ObjectId('65b000000000000000000003'),
        productId: 'p3',
        title: 'x',
        ort: 'y',
        date: '2024-06-02',
        rate: 3,
        comment: 'z',
      },
      {
        _id: new ObjectId('65b000000000000000000004'),
        productId: 'p2',
        date: '2024-06-02',
        rate: 7,
      },
    ],
    code: [
      { _id: new ObjectId(), text: 'SOMMER15', percentage: new Int32(15) },
      { _id: new ObjectId(), text: 'NULL', percentage: '0' },
    ],
    shipping_costs: [
      { _id: new ObjectId('65c000000000000000000001'), name: 'Versand', price: 6.75 },
    ],
  };
}

/**
 * Writes the documents as `mongoexport` does: one document per line (Extended JSON v2, canonical
 * or relaxed), or with `--jsonArray` as one array per file.
 */
export async function writeLegacyExport(
  documents: LegacyDocuments,
  form: { relaxed: boolean; array?: string[] },
  dir?: string,
): Promise<string> {
  const target = dir ?? (await mkdtemp(join(tmpdir(), 'legacy-export-')));
  for (const [collection, docs] of Object.entries(documents)) {
    const text = docs.map((doc) => EJSON.stringify(doc, { relaxed: form.relaxed }));
    const body = form.array?.includes(collection)
      ? `[\n${text.join(',\n')}\n]\n`
      : `${text.join('\n')}\n`;
    await writeFile(join(target, `${collection}.json`), body);
  }
  return target;
}
