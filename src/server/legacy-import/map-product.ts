import { PRODUCT_TYPES, type ProductType } from '../../domain/catalog';
import type { CourseSection, Property } from '../../domain/catalog-schema';
import { type CleanImage, type ImageSpool, imageFromBase64 } from './images';
import { BadValue, centsOf, countOf, dayOf, flagOf, idOf, textOf } from './values';

export interface MappedDate {
  /** Stable within the product across exports: the day, or the series group's number. */
  key: string;
  label: string | null;
  startsOn: string;
  fixedDates: string[];
  time: string;
  totalSpace: number;
  /** Buyer ids, one per place (a buyer twice holds two). */
  reserved: string[];
}

export interface MappedProduct {
  legacyId: string;
  fields: {
    type: ProductType;
    title: string;
    priceCents: number;
    shortDescription: string;
    description: string;
    longDescription: string;
    amountAvailable: number;
    productDisplayed: boolean;
    properties: Property[];
    courseTime: string | null;
    courseSeries: boolean;
    courseSections: CourseSection[];
  };
  /** The shown picture first. */
  images: CleanImage[];
  dates: MappedDate[];
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function propertiesOf(value: unknown): Property[] {
  return list(value).flatMap((entry) => {
    const { key, value: text } = record(entry);
    return key === undefined ? [] : [{ key: textOf(key), value: textOf(text) }];
  });
}

async function imagesOf(doc: Record<string, unknown>, spool: ImageSpool): Promise<CleanImage[]> {
  const found: { legacyId: string | null; image: CleanImage }[] = [];
  if (doc.image !== undefined && doc.image !== null && doc.image !== '')
    found.push({ legacyId: null, image: await imageFromBase64(doc.image, 'Bild (image)') });
  for (const ref of list(doc.imageIds)) {
    const legacyId = idOf(ref);
    if (!legacyId) throw new BadValue('imageIds enthält eine leere Bild-Id.');
    found.push({ legacyId, image: await spool.get(legacyId) });
  }
  const shown = idOf(doc.imageIdOfDisplayedImage);
  const ordered = [
    ...found.filter((entry) => entry.legacyId === shown),
    ...found.filter((entry) => entry.legacyId !== shown),
  ];
  const seen = new Set<string>();
  return ordered
    .map((entry) => entry.image)
    .filter((image) => !seen.has(image.id) && seen.add(image.id));
}

/**
 * The course part of properties[0]: bookable dates with places and buyers, the time, further
 * details and the fixed date groups (stiffDates). A course with groups is a series: its n-th
 * dates entry holds the places of its n-th group (docs/decisions/036-legacy-import.md).
 */
function courseOf(first: Record<string, unknown>) {
  const time = textOf(first.time);
  const groups = list(first.stiffDates).map((group, index) => {
    const days = Array.isArray(group) ? group : list(record(group).dates);
    const name = textOf(record(group).name ?? record(group).label);
    return {
      label: name || `Gruppe ${index + 1}`,
      days: days.map((day) => dayOf(day, `stiffDates[${index}]`)).sort(),
    };
  });
  const entries = list(first.dates);
  if (groups.length > 0 && groups.length !== entries.length)
    throw new BadValue(
      `${groups.length} feste Termingruppen (stiffDates), aber ${entries.length} Einträge in dates.`,
    );
  const dates: MappedDate[] = entries.map((raw, index) => {
    const entry = record(raw);
    const group = groups[index];
    const totalSpace = countOf(entry.totalSpace, `dates[${index}].totalSpace`);
    const reserved = list(entry.reserved).map((buyer) => {
      const id = idOf(buyer);
      if (!id) throw new BadValue(`dates[${index}].reserved enthält eine leere Käufer-Id.`);
      return id;
    });
    const startsOn = group?.days[0] ?? dayOf(entry.date, `dates[${index}].date`);
    if (group && group.days.length === 0)
      throw new BadValue(`Termingruppe ${group.label} hat keine Termine.`);
    return {
      key: group ? `gruppe-${index + 1}` : startsOn,
      label: group?.label ?? null,
      startsOn,
      fixedDates: group?.days ?? [],
      time: textOf(entry.time) || time,
      totalSpace,
      reserved,
    };
  });
  const keys = new Set(dates.map((date) => date.key));
  if (keys.size !== dates.length) throw new BadValue('Ein Kurstermin steht doppelt in dates.');
  const over = dates.filter((date) => date.reserved.length > date.totalSpace);
  if (over.length > 0)
    throw new BadValue(
      `Mehr Buchungen als Plätze: ${over
        .map(
          (date) => `${date.label ?? date.startsOn} ${date.reserved.length} von ${date.totalSpace}`,
        )
        .join(', ')}. Bitte im alten Shop die Plätze erhöhen oder Buchungen klären.`,
    );
  const extra = first.additionalProps;
  const properties = propertiesOf(extra);
  // a course page shows no property list (its facts stand in the overview), so the pairs are
  // written out there too, or the customer would never see them
  const items = [
    ...properties.map(
      ({ key, value }) => `${key.charAt(0).toUpperCase()}${key.slice(1)}: ${value}`,
    ),
    ...list(extra).filter((item): item is string => typeof item === 'string'),
  ];
  return {
    time,
    series: groups.length > 0,
    dates,
    properties,
    sections: items.length > 0 ? [{ heading: 'Weitere Informationen', items }] : [],
  };
}

/** A product document of the export as it will be stored, or a BadValue naming why not. */
export async function mapProduct(
  doc: Record<string, unknown>,
  legacyId: string,
  spool: ImageSpool,
): Promise<MappedProduct> {
  const type = doc.productType;
  if (typeof type !== 'string' || !(PRODUCT_TYPES as readonly string[]).includes(type))
    throw new BadValue(
      type === undefined ? 'productType fehlt.' : `Unbekannter productType „${textOf(type)}“.`,
    );
  const title = textOf(doc.title).trim();
  if (!title) throw new BadValue('title fehlt.');
  const isCourse = type === 'course';
  if (isCourse !== legacyId.startsWith('c'))
    throw new BadValue(
      `Die Id passt nicht zum Typ: Kurse beginnen mit c, andere Produkte mit p (${type}).`,
    );
  const properties = list(doc.properties);
  const course = isCourse ? courseOf(record(properties[0])) : null;
  const images = await imagesOf(doc, spool);
  return {
    legacyId,
    fields: {
      type: type as ProductType,
      title,
      priceCents: centsOf(doc.price, 'price'),
      shortDescription: textOf(doc.shortDescription),
      description: textOf(doc.description),
      longDescription: textOf(doc.longDescription),
      // a course's places are counted per date; its stock stays 0 (seed/courses.ts)
      amountAvailable: isCourse ? 0 : countOf(doc.amountAvailable, 'amountAvailable', 0),
      productDisplayed: flagOf(doc.productDisplayed, true),
      properties: course ? course.properties : propertiesOf(properties),
      courseTime: course ? course.time : null,
      courseSeries: course?.series ?? false,
      courseSections: course?.sections ?? [],
    },
    images,
    dates: course?.dates ?? [],
  };
}
