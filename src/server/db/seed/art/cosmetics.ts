import { emblem, type LabelSpec, wrappedLabel } from './label';
import {
  cylinderShade,
  darken,
  escapeXml,
  FONT,
  fitText,
  lighten,
  linear,
  radial,
  textBlock,
} from './svg';

export interface PotSpec {
  id: string;
  x: number;
  y: number;
  scale?: number;
  /** Colour of the pot (porcelain white, amber glass …) and of its lid. */
  body: string;
  lid: string;
  label: LabelSpec;
}

/** A low cream pot (Tiegel) with a screw lid, standing at (x, y). */
export function creamPot(spec: PotSpec): string {
  const { id } = spec;
  const defs = [
    cylinderShade(`${id}Cyl`, 0.35),
    linear(
      `${id}Lid`,
      [
        [0, darken(spec.lid, 0.3)],
        [0.3, lighten(spec.lid, 0.35)],
        [0.55, spec.lid],
        [1, darken(spec.lid, 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
  ].join('');
  const pot = 'M-170 -200 L170 -200 L170 -26 Q170 0 140 0 L-140 0 Q-170 0 -170 -26 Z';
  const label = wrappedLabel(`${id}Label`, spec.label, {
    top: -178,
    width: 290,
    height: 156,
    curve: 5,
  });
  const body = [
    `<path d="${pot}" fill="${spec.body}"/>`,
    `<path d="${pot}" fill="url(#${id}Cyl)"/>`,
    label,
    `<rect x="-182" y="-270" width="364" height="76" rx="14" fill="url(#${id}Lid)"/>`,
    `<rect x="-182" y="-270" width="364" height="14" rx="7" fill="#ffffff" opacity="0.3"/>`,
    `<rect x="-182" y="-202" width="364" height="8" rx="4" fill="#000000" opacity="0.18"/>`,
    '<rect x="-150" y="-150" width="14" height="120" rx="7" fill="#ffffff" opacity="0.35"/>',
  ].join('');
  return `<g transform="translate(${spec.x} ${spec.y}) scale(${spec.scale ?? 1})"><defs>${defs}</defs>${body}</g>`;
}

export interface TinSpec {
  id: string;
  x: number;
  y: number;
  scale?: number;
  metal: string;
  title: string;
  note: string;
  accent: string;
}

/** A flat round balm tin seen from above at an angle; the lid print is squashed into perspective. */
export function balmTin(spec: TinSpec): string {
  const { id } = spec;
  const rx = 220;
  const ry = 92;
  const side = 80;
  const defs = [
    linear(
      `${id}Side`,
      [
        [0, darken(spec.metal, 0.45)],
        [0.3, lighten(spec.metal, 0.5)],
        [0.6, spec.metal],
        [1, darken(spec.metal, 0.5)],
      ],
      0,
      0,
      1,
      0,
    ),
    radial(
      `${id}Top`,
      [
        [0, lighten(spec.metal, 0.6)],
        [0.7, spec.metal],
        [1, darken(spec.metal, 0.3)],
      ],
      0.4,
      0.35,
      0.75,
    ),
  ].join('');
  const fitted = fitText(spec.title, 250, 46, 2);
  const print = [
    `<circle r="168" fill="#fff8ea"/>`,
    `<circle r="168" fill="none" stroke="${spec.accent}" stroke-width="10"/>`,
    `<circle r="150" fill="none" stroke="${spec.accent}" stroke-width="2" stroke-dasharray="6 8"/>`,
    emblem(0, -92, 26, spec.accent),
    textBlock(fitted.lines, {
      x: 0,
      centreY: 6,
      size: fitted.size,
      fill: darken(spec.accent, 0.35),
    }),
    `<text x="0" y="108" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="bold" letter-spacing="2" fill="${spec.accent}">${escapeXml(spec.note)}</text>`,
  ].join('');
  const body = [
    `<path d="M${-rx} ${-side} L${-rx} 0 A${rx} ${ry} 0 0 0 ${rx} 0 L${rx} ${-side} Z" fill="url(#${id}Side)"/>`,
    `<path d="M${-rx} ${-side + 26} A${rx} ${ry} 0 0 0 ${rx} ${-side + 26}" stroke="#000000" stroke-width="3" opacity="0.2" fill="none"/>`,
    `<ellipse cx="0" cy="${-side}" rx="${rx}" ry="${ry}" fill="url(#${id}Top)"/>`,
    `<ellipse cx="0" cy="${-side}" rx="${rx - 4}" ry="${ry - 3}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
    `<g transform="translate(0 ${-side}) scale(1 ${(ry / rx).toFixed(3)})">${print}</g>`,
  ].join('');
  return `<g transform="translate(${spec.x} ${spec.y}) scale(${spec.scale ?? 1})"><defs>${defs}</defs>${body}</g>`;
}
