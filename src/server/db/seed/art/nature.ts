import { darken, lighten } from './svg';

export type FlowerKind = 'daisy' | 'calendula' | 'blossom' | 'dandelion' | 'cornflower';

const FLOWER_COLOURS: Record<FlowerKind, { petal: string; centre: string; petals: number }> = {
  daisy: { petal: '#ffffff', centre: '#f2b820', petals: 16 },
  calendula: { petal: '#f08a12', centre: '#a8460a', petals: 20 },
  blossom: { petal: '#fbe3ea', centre: '#e7b73a', petals: 5 },
  dandelion: { petal: '#f7cf1d', centre: '#e5a810', petals: 28 },
  cornflower: { petal: '#4f73d6', centre: '#2c3f8f', petals: 12 },
};

const at = (x: number, y: number, rotation = 0, scale = 1) =>
  `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotation.toFixed(1)}) scale(${scale})"`;

/** A flower head seen from the front, radius `r`. */
export function flower(kind: FlowerKind, x: number, y: number, r: number, rotation = 0): string {
  const { petal, centre, petals } = FLOWER_COLOURS[kind];
  const round = kind === 'blossom';
  const ring = (count: number, length: number, width: number, colour: string, offset: number) =>
    Array.from({ length: count }, (_, i) => {
      const angle = (360 / count) * i + offset;
      return round
        ? `<circle cx="0" cy="${-length * 0.55}" r="${width}" fill="${colour}" stroke="${darken(colour, 0.12)}" stroke-width="1" transform="rotate(${angle})"/>`
        : `<ellipse cx="0" cy="${-length * 0.55}" rx="${width}" ry="${length * 0.5}" fill="${colour}" transform="rotate(${angle})"/>`;
    }).join('');
  const back =
    kind === 'blossom' ? '' : ring(petals, r, r * 0.16, darken(petal, 0.12), 360 / petals / 2);
  const front = round ? ring(5, r, r * 0.5, petal, 0) : ring(petals, r * 0.92, r * 0.14, petal, 0);
  const dots = Array.from({ length: 8 }, (_, i) => {
    const angle = (Math.PI / 4) * i;
    const distance = r * 0.14;
    return `<circle cx="${(Math.cos(angle) * distance).toFixed(1)}" cy="${(Math.sin(angle) * distance).toFixed(1)}" r="${r * 0.05}" fill="${darken(centre, 0.3)}"/>`;
  }).join('');
  const heart = `<circle r="${r * (round ? 0.22 : 0.3)}" fill="${centre}"/>${dots}<circle cx="${-r * 0.08}" cy="${-r * 0.08}" r="${r * 0.08}" fill="#ffffff" opacity="0.45"/>`;
  return `<g ${at(x, y, rotation)}>${back}${front}${heart}</g>`;
}

/** One leaf pointing up the local y axis, base at the origin. */
export function leaf(
  x: number,
  y: number,
  rotation: number,
  length: number,
  colour: string,
): string {
  const w = length * 0.32;
  return `<g ${at(x, y, rotation)}><path d="M0 0 C${w} ${-length * 0.25} ${w} ${-length * 0.7} 0 ${-length} C${-w} ${-length * 0.7} ${-w} ${-length * 0.25} 0 0 Z" fill="${colour}"/><path d="M0 0 C${w * 0.6} ${-length * 0.25} ${w * 0.6} ${-length * 0.7} 0 ${-length} Z" fill="${darken(colour, 0.15)}"/><path d="M0 0 Q${w * 0.08} ${-length * 0.5} 0 ${-length * 0.92}" stroke="${lighten(colour, 0.35)}" stroke-width="${Math.max(1.5, length * 0.03)}" fill="none"/></g>`;
}

/** A herb sprig: a gently bent stem with leaf pairs getting smaller towards the tip. */
export function sprig(
  x: number,
  y: number,
  rotation: number,
  length: number,
  colour: string,
  pairs = 5,
): string {
  const stem = `<path d="M0 0 Q${length * 0.08} ${-length * 0.5} 0 ${-length}" stroke="${darken(colour, 0.2)}" stroke-width="${Math.max(2, length * 0.025)}" fill="none" stroke-linecap="round"/>`;
  const leaves = Array.from({ length: pairs }, (_, i) => {
    const t = (i + 1) / (pairs + 1);
    const size = length * (0.36 - t * 0.16);
    const stemY = -length * t;
    const shade = i % 2 ? colour : lighten(colour, 0.08);
    return (
      leaf(length * 0.04, stemY, 55 - t * 20, size, shade) +
      leaf(length * 0.04, stemY - 6, -55 + t * 20, size, shade)
    );
  }).join('');
  return `<g ${at(x, y, rotation)}>${stem}${leaves}${leaf(0, -length, 0, length * 0.18, lighten(colour, 0.1))}</g>`;
}

/** Lavender or heather: a stem ending in a spike of tiny blossoms. */
export function spike(
  x: number,
  y: number,
  rotation: number,
  length: number,
  colour: string,
): string {
  const stem = `<path d="M0 0 L0 ${-length}" stroke="#6d8a4a" stroke-width="${Math.max(2, length * 0.02)}" stroke-linecap="round"/>`;
  const buds = Array.from({ length: 14 }, (_, i) => {
    const t = 0.55 + (i / 14) * 0.45;
    const side = i % 2 ? 1 : -1;
    const size = length * 0.035 * (1.2 - (i / 14) * 0.5);
    return `<ellipse cx="${side * size * 0.9}" cy="${-length * t}" rx="${size}" ry="${size * 1.4}" fill="${i % 3 ? colour : lighten(colour, 0.25)}" transform="rotate(${side * 25} ${side * size * 0.9} ${-length * t})"/>`;
  }).join('');
  return `<g ${at(x, y, rotation)}>${stem}${buds}</g>`;
}

/** A friendly bee, about 120 px long at scale 1, facing right. */
export function bee(x: number, y: number, scale = 1, rotation = 0): string {
  return `<g ${at(x, y, rotation, scale)}>
<ellipse cx="-8" cy="-38" rx="30" ry="46" fill="#ffffff" opacity="0.72" stroke="#9fb6c8" stroke-width="2" transform="rotate(-28 -8 -38)"/>
<ellipse cx="16" cy="-34" rx="24" ry="38" fill="#ffffff" opacity="0.65" stroke="#9fb6c8" stroke-width="2" transform="rotate(22 16 -34)"/>
<path d="M-62 4 L-76 8 L-62 12 Z" fill="#2d1f12"/>
<ellipse cx="-8" cy="8" rx="56" ry="36" fill="#f5b921"/>
<path d="M-40 -22 Q-32 8 -40 38 L-26 42 Q-18 8 -26 -28 Z" fill="#2d1f12"/>
<path d="M-8 -28 Q0 8 -8 44 L8 42 Q16 8 8 -27 Z" fill="#2d1f12"/>
<ellipse cx="-8" cy="-4" rx="40" ry="16" fill="#ffffff" opacity="0.22"/>
<circle cx="52" cy="4" r="26" fill="#2d1f12"/>
<circle cx="60" cy="-2" r="6" fill="#ffffff"/><circle cx="61" cy="-2" r="3" fill="#2d1f12"/>
<path d="M58 -20 Q66 -44 82 -46 M46 -22 Q48 -48 62 -56" stroke="#2d1f12" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="82" cy="-46" r="5" fill="#2d1f12"/><circle cx="62" cy="-56" r="5" fill="#2d1f12"/>
<path d="M62 14 Q68 18 74 12" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round"/>
</g>`;
}

/** Dotted flight path behind a bee. */
export function flightPath(d: string): string {
  return `<path d="${d}" stroke="#5b3b12" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" fill="none" opacity="0.55"/>`;
}
