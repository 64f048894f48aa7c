import { type LabelSpec, wrappedLabel } from './label';
import { cylinderShade, darken, lighten, linear } from './svg';

export type Closure = 'wax' | 'swing' | 'cap' | 'cork' | 'dropper';

interface Shape {
  halfWidth: number;
  body: number;
  shoulder: number;
  neck: number;
  neckLength: number;
}

const SHAPES = {
  /** 0,75 l mead bottle */
  mead: { halfWidth: 92, body: 330, shoulder: 95, neck: 24, neckLength: 110 },
  /** 0,5 l swing-top bottle for syrups */
  swing: { halfWidth: 98, body: 250, shoulder: 80, neck: 30, neckLength: 40 },
  /** 1 l juice bottle */
  juice: { halfWidth: 86, body: 360, shoulder: 60, neck: 30, neckLength: 60 },
  /** slim 0,5 l bottle */
  slim: { halfWidth: 68, body: 320, shoulder: 90, neck: 20, neckLength: 110 },
  /** 20 ml pharmacy bottle, drawn large */
  dropper: { halfWidth: 72, body: 150, shoulder: 36, neck: 24, neckLength: 16 },
} satisfies Record<string, Shape>;

export interface BottleSpec {
  id: string;
  x: number;
  y: number;
  scale?: number;
  shape: keyof typeof SHAPES;
  closure: Closure;
  liquid: string;
  /** Tint of the glass itself; clear glass when omitted. */
  glass?: string;
  label: LabelSpec;
}

function outline(s: Shape): { path: string; neckTop: number } {
  const w = s.halfWidth;
  const bodyTop = -s.body;
  const shoulderTop = bodyTop - s.shoulder;
  const neckTop = shoulderTop - s.neckLength;
  const path = `M${-w} -22 L${-w} ${bodyTop} C${-w} ${bodyTop - s.shoulder * 0.7} ${-s.neck} ${shoulderTop + s.shoulder * 0.3} ${-s.neck} ${shoulderTop} L${-s.neck} ${neckTop} L${s.neck} ${neckTop} L${s.neck} ${shoulderTop} C${s.neck} ${shoulderTop + s.shoulder * 0.3} ${w} ${bodyTop - s.shoulder * 0.7} ${w} ${bodyTop} L${w} -22 Q${w} 0 ${w - 22} 0 L${-w + 22} 0 Q${-w} 0 ${-w} -22 Z`;
  return { path, neckTop };
}

function closure(kind: Closure, neck: number, top: number, id: string): string {
  const lip = `<rect x="${-neck - 5}" y="${top - 2}" width="${neck * 2 + 10}" height="14" rx="6" fill="#ffffff" opacity="0.5"/>`;
  switch (kind) {
    case 'wax':
      return `<path d="M${-neck - 8} ${top + 40} L${-neck - 8} ${top - 14} Q0 ${top - 30} ${neck + 8} ${top - 14} L${neck + 8} ${top + 46} Q${neck + 2} ${top + 60} ${neck - 4} ${top + 44} Q${neck * 0.3} ${top + 52} 0 ${top + 40} Q${-neck * 0.4} ${top + 68} ${-neck * 0.7} ${top + 42} Q${-neck} ${top + 52} ${-neck - 8} ${top + 40} Z" fill="#8e1b1b"/><rect x="${-neck + 2}" y="${top - 12}" width="6" height="48" rx="3" fill="#ffffff" opacity="0.3"/>`;
    case 'cork':
      return `${lip}<rect x="${-neck + 3}" y="${top - 40}" width="${neck * 2 - 6}" height="48" rx="6" fill="#c69c6d"/><rect x="${-neck + 3}" y="${top - 40}" width="${neck * 2 - 6}" height="10" rx="5" fill="#dcb88c"/>`;
    case 'cap':
      return `<defs>${linear(
        `${id}Cap`,
        [
          [0, '#7d6a3c'],
          [0.35, '#f0dba0'],
          [1, '#6b5a30'],
        ],
        0,
        0,
        1,
        0,
      )}</defs><rect x="${-neck - 6}" y="${top - 38}" width="${neck * 2 + 12}" height="46" rx="6" fill="url(#${id}Cap)"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${-neck + i * ((neck * 2) / 8)}" y="${top - 30}" width="2" height="32" fill="#000000" opacity="0.15"/>`).join('')}`;
    case 'swing':
      return `${lip}<rect x="${-neck - 2}" y="${top - 6}" width="${neck * 2 + 4}" height="9" rx="3" fill="#c0392b"/><path d="M${-neck + 2} ${top - 6} Q${-neck} ${top - 46} 0 ${top - 48} Q${neck} ${top - 46} ${neck - 2} ${top - 6} Z" fill="#f4f1ea" stroke="#cfc8b8" stroke-width="2"/><path d="M${-neck - 4} ${top + 34} L${-neck - 14} ${top - 20} L${-6} ${top - 42} M${neck + 4} ${top + 34} L${neck + 14} ${top - 20} L6 ${top - 42}" stroke="#9aa3a8" stroke-width="4" fill="none" stroke-linejoin="round"/>`;
    case 'dropper':
      return `<rect x="${-neck - 10}" y="${top - 40}" width="${neck * 2 + 20}" height="48" rx="6" fill="#1f1a17"/><rect x="${-neck - 10}" y="${top - 40}" width="${neck * 2 + 20}" height="8" rx="4" fill="#ffffff" opacity="0.15"/><path d="M${-neck + 2} ${top - 40} C${-neck} ${top - 90} ${-neck * 0.8} ${top - 126} 0 ${top - 128} C${neck * 0.8} ${top - 126} ${neck} ${top - 90} ${neck - 2} ${top - 40} Z" fill="#2b2522"/><rect x="${-neck * 0.55}" y="${top - 116}" width="6" height="64" rx="3" fill="#ffffff" opacity="0.22"/>`;
  }
}

/** A glass bottle with liquid, closure and wrapped label, standing at (x, y). */
export function bottle(spec: BottleSpec): string {
  const s = SHAPES[spec.shape];
  const { path, neckTop } = outline(s);
  const { id } = spec;
  const level = -s.body - s.shoulder * 0.75;
  const tint = spec.glass ?? '#ffffff';
  const defs = [
    linear(
      `${id}Liquid`,
      [
        [0, darken(spec.liquid, 0.4)],
        [0.35, lighten(spec.liquid, 0.2)],
        [0.6, spec.liquid],
        [1, darken(spec.liquid, 0.45)],
      ],
      0,
      0,
      1,
      0,
    ),
    cylinderShade(`${id}Cyl`, 0.32),
    `<clipPath id="${id}Clip"><path d="${path}"/></clipPath>`,
  ].join('');
  const labelHeight = Math.min(s.body * 0.55, s.halfWidth * 1.9);
  const label = wrappedLabel(`${id}Label`, spec.label, {
    top: -s.body * 0.5 - labelHeight / 2,
    width: s.halfWidth * 1.74,
    height: labelHeight,
    curve: 6,
  });
  const body = [
    `<path d="${path}" fill="${tint}" opacity="${spec.glass ? 0.85 : 0.16}"/>`,
    `<g clip-path="url(#${id}Clip)"><rect x="${-s.halfWidth}" y="${level}" width="${s.halfWidth * 2}" height="${-level}" fill="url(#${id}Liquid)" opacity="${spec.glass ? 0.55 : 0.95}"/><ellipse cx="0" cy="${level}" rx="${s.halfWidth}" ry="6" fill="${lighten(spec.liquid, 0.3)}" opacity="0.7"/></g>`,
    `<path d="${path}" fill="url(#${id}Cyl)" opacity="0.6"/>`,
    `<path d="${path}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`,
    `<path d="${path}" fill="none" stroke="#2a1a0a" stroke-width="1.5" opacity="0.25"/>`,
    label,
    `<rect x="${-s.halfWidth + 12}" y="${-s.body + 10}" width="12" height="${s.body - 40}" rx="6" fill="#ffffff" opacity="0.42"/>`,
    `<rect x="${-s.neck + 5}" y="${neckTop + 14}" width="6" height="${s.neckLength + s.shoulder * 0.4}" rx="3" fill="#ffffff" opacity="0.35"/>`,
    closure(spec.closure, s.neck, neckTop, id),
  ].join('');
  const scale = spec.scale ?? 1;
  return `<g transform="translate(${spec.x} ${spec.y}) scale(${scale})"><defs>${defs}</defs>${body}</g>`;
}
