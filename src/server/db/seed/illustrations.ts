// Product pictures for the demo catalogue, composed from the drawings in ./art.
// Each function returns a complete 1200 × 900 SVG document.
import { type Mood, planks, studio } from './art/backdrop';
import { type BottleSpec, bottle } from './art/bottle';
import { balmTin, creamPot, type PotSpec, type TinSpec } from './art/cosmetics';
import { type Decor, decor, decorations } from './art/decor';
import { honeyDipper } from './art/honeycomb';
import { type JarContent, jar, type Lid } from './art/jar';
import { bee, flightPath } from './art/nature';
import { groundShadow, svgDocument } from './art/svg';

export const HONEY = {
  acacia: '#f2d46a',
  blossom: '#eaa520',
  summer: '#d4860f',
  linden: '#e0c74a',
  forest: '#5e2a0c',
  fir: '#4a220e',
  heather: '#b0561a',
  chestnut: '#8a4310',
  creamy: '#f3e2b3',
  dandelion: '#f4d978',
} as const;

function still(mood: Mood, product: string, items: Decor[] = [], extra = ''): string {
  const scene = studio(mood);
  return svgDocument(scene.defs, scene.body + product + decorations(items) + extra);
}

export interface JarArt {
  title: string;
  note: string;
  colour: string;
  content?: JarContent;
  lid?: Lid;
  mood?: Mood;
  decor?: Decor[];
  bee?: boolean;
  accent?: string;
}

const PRODUCER = 'aus der Imkerei Hofladen';

/** The product shot of a jar: honey, pollen or sweets. */
export function jarStill(art: JarArt): string {
  const product =
    groundShadow('jarShadow', 600, 828, 300, 42) +
    jar({
      id: 'hero',
      x: 600,
      y: 826,
      scale: 1.5,
      colour: art.colour,
      content: art.content ?? 'clear',
      lid: art.lid ?? 'gold',
      label: {
        title: art.title,
        subtitle: PRODUCER,
        note: art.note,
        accent: art.accent ?? '#8a5314',
      },
    });
  const visitor = art.bee
    ? bee(960, 250, 0.7, -12) + flightPath('M760 420 C820 330 880 380 900 300')
    : '';
  return still(art.mood ?? 'honey', product, art.decor, visitor);
}

/** An open jar with the dipper lifting honey out of it. */
export function openJarStill(art: Pick<JarArt, 'title' | 'colour' | 'content' | 'mood'>): string {
  const product =
    groundShadow('jarShadow', 520, 828, 280, 40) +
    jar({
      id: 'open',
      x: 520,
      y: 826,
      scale: 1.35,
      colour: art.colour,
      content: art.content ?? 'clear',
      lid: 'none',
      label: { title: art.title, subtitle: PRODUCER, accent: '#8a5314' },
    }) +
    honeyDipper('lift', 620, 210, art.colour, 150, false);
  return still(art.mood ?? 'honey', product, ['sprig']);
}

/** Three small jars side by side, e.g. a tasting set. */
export function jarTrio(
  jars: Array<Pick<JarArt, 'title' | 'colour' | 'content'>>,
  note: string,
): string {
  const product = jars
    .map((item, index) => {
      const x = 280 + index * 320;
      return (
        groundShadow(`trioShadow${index}`, x, 828, 200, 30) +
        jar({
          id: `trio${index}`,
          x,
          y: 826,
          scale: 1.05,
          colour: item.colour,
          content: item.content ?? 'clear',
          lid: index === 1 ? 'gingham' : 'gold',
          label: { title: item.title, note, accent: '#8a5314' },
        })
      );
    })
    .join('');
  return still('honey', product);
}

export type BottleArt = Omit<BottleSpec, 'id' | 'x' | 'y' | 'scale' | 'label'> & {
  title: string;
  note: string;
  accent: string;
  mood?: Mood;
  decor?: Decor[];
};

export function bottleStill(art: BottleArt): string {
  const scale = art.shape === 'dropper' ? 2.1 : art.shape === 'swing' ? 1.45 : 1.3;
  const product =
    groundShadow('bottleShadow', 600, 828, 220, 34) +
    bottle({
      ...art,
      id: 'hero',
      x: 600,
      y: 826,
      scale,
      label: {
        title: art.title,
        subtitle: PRODUCER,
        note: art.note,
        accent: art.accent,
      },
    });
  return still(art.mood ?? 'honey', product, art.decor);
}

export function potStill(
  art: Omit<PotSpec, 'id' | 'x' | 'y'> & { mood: Mood; decor?: Decor[] },
): string {
  const product =
    groundShadow('potShadow', 600, 828, 320, 44) +
    creamPot({ ...art, id: 'hero', x: 600, y: 826, scale: art.scale ?? 1.35 });
  return still(art.mood, product, art.decor);
}

export function tinStill(
  art: Omit<TinSpec, 'id' | 'x' | 'y'> & { mood: Mood; decor?: Decor[] },
): string {
  const product =
    groundShadow('tinShadow', 600, 800, 380, 80) +
    balmTin({ ...art, id: 'hero', x: 600, y: 735, scale: art.scale ?? 1.45 });
  return still(art.mood, product, art.decor);
}

// where 1, 2 or 3 ingredients lie in a flat lay, and how much they are enlarged
const FLAT_LAY: Record<number, Array<[x: number, y: number]>> = {
  1: [[560, 470]],
  2: [
    [360, 480],
    [800, 450],
  ],
  3: [
    [250, 470],
    [580, 640],
    [900, 430],
  ],
};

/** Loose ingredients on wooden planks seen from above: the "what's inside" picture. */
export function ingredientsStill(items: Decor[]): string {
  const scene = planks();
  const spots = FLAT_LAY[items.length] ?? FLAT_LAY[3] ?? [];
  const scale = items.length === 1 ? 2.6 : 2.1;
  const arranged = items
    .map((item, index) => {
      const [x, y] = spots[index % spots.length] ?? [600, 450];
      return `<g transform="translate(${x} ${y}) scale(${scale}) translate(${-x} ${-y})">${decor(item, x, y, index)}</g>`;
    })
    .join('');
  return svgDocument(scene.defs, scene.body + arranged);
}
