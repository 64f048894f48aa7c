import { type LabelSpec, wrappedLabel } from './label';
import { cylinderShade, darken, lighten, linear, mix, radial } from './svg';

// honey darkens towards brown, not grey, where the glass is thickest
const amber = (colour: string, t: number) => mix(colour, '#5a2600', t);

export type JarContent = 'clear' | 'creamy' | 'granules' | 'drops';
export type Lid = 'gold' | 'gingham' | 'wood' | 'none';

export interface JarSpec {
  id: string;
  /** Where the jar stands: bottom centre, and its scale (1 ≈ 300 px wide). */
  x: number;
  y: number;
  scale?: number;
  colour: string;
  content?: JarContent;
  lid?: Lid;
  label: LabelSpec;
}

const BODY =
  'M-150 -268 C-150 -300 -140 -318 -124 -326 L-124 -338 L124 -338 L124 -326 C140 -318 150 -300 150 -268 L150 -40 Q150 0 110 0 L-110 0 Q-150 0 -150 -40 Z';
const FILL = 'M-141 -286 L141 -286 L141 -42 Q141 -9 106 -9 L-106 -9 Q-141 -9 -141 -42 Z';

function lid(id: string, kind: Lid): string {
  if (kind === 'none')
    return '<ellipse cx="0" cy="-338" rx="124" ry="12" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>';
  if (kind === 'gingham') {
    const drape =
      'M-146 -330 C-150 -372 -120 -402 0 -404 C120 -402 150 -372 146 -330 Q128 -318 110 -330 Q92 -316 74 -330 Q56 -316 37 -330 Q18 -316 0 -330 Q-18 -316 -37 -330 Q-56 -316 -74 -330 Q-92 -316 -110 -330 Q-128 -318 -146 -330 Z';
    return [
      `<defs><pattern id="${id}Check" width="36" height="36" patternUnits="userSpaceOnUse">`,
      '<rect width="36" height="36" fill="#fdf6ee"/><rect width="18" height="36" fill="#c0392b" opacity="0.55"/>',
      '<rect width="36" height="18" fill="#c0392b" opacity="0.55"/></pattern></defs>',
      `<path d="${drape}" fill="url(#${id}Check)"/>`,
      `<path d="${drape}" fill="url(#${id}Cyl)" opacity="0.8"/>`,
      '<path d="M-138 -346 Q0 -330 138 -346" stroke="#b98a4a" stroke-width="7" fill="none"/>',
      '<path d="M96 -340 q26 8 30 34 M96 -340 q8 22 -4 42" stroke="#b98a4a" stroke-width="5" fill="none" stroke-linecap="round"/>',
    ].join('');
  }
  const metal = kind === 'gold' ? '#d4a537' : '#b07a45';
  return [
    `<defs>${linear(
      `${id}Lid`,
      [
        [0, darken(metal, 0.35)],
        [0.3, lighten(metal, 0.45)],
        [0.5, metal],
        [1, darken(metal, 0.4)],
      ],
      0,
      0,
      1,
      0,
    )}</defs>`,
    `<rect x="-134" y="-396" width="268" height="64" rx="12" fill="url(#${id}Lid)"/>`,
    `<rect x="-134" y="-396" width="268" height="12" rx="6" fill="#ffffff" opacity="0.3"/>`,
    kind === 'gold'
      ? Array.from(
          { length: 28 },
          (_, i) =>
            `<rect x="${-126 + i * 9.2}" y="-380" width="2" height="44" fill="#000000" opacity="0.12"/>`,
        ).join('')
      : '<path d="M-120 -360 Q0 -350 120 -362 M-110 -345 Q-20 -338 116 -346" stroke="#000000" stroke-width="2" opacity="0.15" fill="none"/>',
  ].join('');
}

function content(id: string, colour: string, kind: JarContent): string {
  const glow = `<ellipse cx="-10" cy="-120" rx="120" ry="150" fill="url(#${id}Glow)"/>`;
  const surface = `<ellipse cx="0" cy="-286" rx="141" ry="11" fill="${lighten(colour, 0.25)}"/>`;
  const base = `<path d="${FILL}" fill="url(#${id}Honey)"/>`;
  if (kind === 'clear') return base + glow + surface;
  if (kind === 'creamy') {
    const speckles = Array.from({ length: 40 }, (_, i) => {
      const x = -125 + ((i * 67) % 250);
      const y = -270 + ((i * 113) % 250);
      return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#ffffff" opacity="0.18"/>`;
    }).join('');
    return base + speckles + surface;
  }
  const pieces = Array.from({ length: 70 }, (_, i) => {
    const x = -128 + ((i * 37) % 256);
    const y = -22 - ((i * 53) % 262);
    const shade = i % 3 === 0 ? lighten(colour, 0.3) : i % 3 === 1 ? colour : darken(colour, 0.18);
    return kind === 'granules'
      ? `<circle cx="${x}" cy="${y}" r="${8 + (i % 4) * 2}" fill="${shade}"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${20 + (i % 3) * 3}" ry="${14 + (i % 2) * 3}" fill="${shade}" opacity="0.92"/><ellipse cx="${x - 6}" cy="${y - 5}" rx="6" ry="3" fill="#ffffff" opacity="0.5"/>`;
  }).join('');
  return `<path d="${FILL}" fill="${darken(colour, 0.3)}"/><g clip-path="url(#${id}Clip)">${pieces}</g>`;
}

/** A honey jar (also used for pollen and sweets) with a wrapped label. */
export function jar(spec: JarSpec): string {
  const { id, colour } = spec;
  const kind = spec.content ?? 'clear';
  const translucent = kind === 'clear';
  const defs = [
    linear(
      `${id}Honey`,
      [
        [0, amber(colour, translucent ? 0.4 : 0.15)],
        [0.35, translucent ? lighten(colour, 0.15) : lighten(colour, 0.2)],
        [0.6, colour],
        [1, amber(colour, translucent ? 0.5 : 0.22)],
      ],
      0,
      0,
      1,
      0,
    ),
    radial(`${id}Glow`, [
      [0, lighten(colour, 0.55), 0.75],
      [1, lighten(colour, 0.3), 0],
    ]),
    cylinderShade(`${id}Cyl`, 0.3),
    `<clipPath id="${id}Clip"><path d="${FILL}"/></clipPath>`,
  ].join('');
  const glass = [
    `<path d="${BODY}" fill="#ffffff" opacity="0.16"/>`,
    content(id, colour, kind),
    `<path d="${BODY}" fill="url(#${id}Cyl)" opacity="0.55"/>`,
    `<path d="${BODY}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.65"/>`,
    `<path d="${BODY}" fill="none" stroke="#3a2208" stroke-width="1.5" opacity="0.25"/>`,
  ].join('');
  const highlights = [
    '<rect x="-128" y="-266" width="16" height="220" rx="8" fill="#ffffff" opacity="0.5"/>',
    '<rect x="-104" y="-262" width="6" height="120" rx="3" fill="#ffffff" opacity="0.35"/>',
    '<rect x="116" y="-250" width="8" height="170" rx="4" fill="#ffffff" opacity="0.25"/>',
  ].join('');
  const label = wrappedLabel(`${id}Label`, spec.label, {
    top: -236,
    width: 246,
    height: 178,
    curve: 8,
  });
  const scale = spec.scale ?? 1;
  return `<g transform="translate(${spec.x} ${spec.y}) scale(${scale})"><defs>${defs}</defs>${glass}${label}${highlights}${lid(id, spec.lid ?? 'gold')}</g>`;
}
