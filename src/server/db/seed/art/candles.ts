import { darken, lighten, linear, radial } from './svg';

const WAX = '#f0b640';

/** Flame with its halo; (x, y) is the tip of the wick. */
function flame(id: string, x: number, y: number, size = 1): string {
  const defs = [
    radial(`${id}Halo`, [
      [0, '#fff3b0', 0.75],
      [0.4, '#ffd36b', 0.3],
      [1, '#ffb347', 0],
    ]),
    radial(
      `${id}Core`,
      [
        [0, '#ffffff'],
        [0.45, '#ffe27a'],
        [1, '#f08a1c'],
      ],
      0.5,
      0.7,
      0.6,
    ),
  ].join('');
  return `<g transform="translate(${x} ${y}) scale(${size})"><defs>${defs}</defs><circle cx="0" cy="-40" r="130" fill="url(#${id}Halo)"/><path d="M0 -92 C20 -58 24 -30 14 -10 C8 2 -8 2 -14 -10 C-24 -30 -18 -58 0 -92 Z" fill="url(#${id}Core)"/><ellipse cx="0" cy="-14" rx="6" ry="10" fill="#5a8ad8" opacity="0.55"/><path d="M0 2 L0 -12" stroke="#2d1f12" stroke-width="4" stroke-linecap="round"/></g>`;
}

/** A candle rolled from a honeycomb wax sheet, standing at (x, y). */
export function rolledCandle(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  lit: boolean,
): string {
  const half = width / 2;
  const cell = width / 7;
  const defs = [
    `<pattern id="${id}Comb" width="${cell * Math.sqrt(3)}" height="${cell * 3}" patternUnits="userSpaceOnUse">`,
    `<path d="M0 0 L${(cell * Math.sqrt(3)) / 2} ${cell / 2} L${(cell * Math.sqrt(3)) / 2} ${cell * 1.5} L0 ${cell * 2} M${(cell * Math.sqrt(3)) / 2} ${cell * 1.5} L${cell * Math.sqrt(3)} ${cell * 2} M${(cell * Math.sqrt(3)) / 2} ${cell / 2} L${cell * Math.sqrt(3)} 0 M0 ${cell * 2} L0 ${cell * 3} M${cell * Math.sqrt(3)} ${cell * 2} L${cell * Math.sqrt(3)} ${cell * 3}" stroke="${darken(WAX, 0.3)}" stroke-width="${cell * 0.12}" fill="none"/></pattern>`,
    linear(
      `${id}Shade`,
      [
        [0, '#000000', 0.35],
        [0.3, '#ffffff', 0.2],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.4],
      ],
      0,
      0,
      1,
      0,
    ),
  ].join('');
  const top = -height;
  const body = `<path d="M${-half} ${top} L${-half} 0 Q0 ${width * 0.12} ${half} 0 L${half} ${top} Z"`;
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs>${body} fill="${WAX}"/>${body} fill="url(#${id}Comb)"/>${body} fill="url(#${id}Shade)"/><path d="M${half - 3} ${top + 4} L${half - 3} 0" stroke="${darken(WAX, 0.35)}" stroke-width="4"/><ellipse cx="0" cy="${top}" rx="${half}" ry="${width * 0.13}" fill="${lighten(WAX, 0.2)}"/><path d="M0 ${top} m${-half * 0.7} 0 a${half * 0.7} ${width * 0.09} 0 1 1 ${half * 1.4} 0 a${half * 0.45} ${width * 0.06} 0 1 1 ${-half * 0.9} 0" stroke="${darken(WAX, 0.25)}" stroke-width="3" fill="none"/>${lit ? flame(`${id}Flame`, 0, top - 2, width / 110) : `<path d="M0 ${top} L2 ${top - 22}" stroke="#2d1f12" stroke-width="4" stroke-linecap="round"/>`}</g>`;
}

/** A tealight in its aluminium cup, seen from slightly above. */
export function tealight(id: string, x: number, y: number, lit: boolean): string {
  const defs = [
    linear(
      `${id}Cup`,
      [
        [0, '#8f9498'],
        [0.35, '#f4f6f7'],
        [1, '#7c8286'],
      ],
      0,
      0,
      1,
      0,
    ),
  ].join('');
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs><path d="M-70 -44 L-66 0 A66 20 0 0 0 66 0 L70 -44 Z" fill="url(#${id}Cup)"/><ellipse cx="0" cy="-44" rx="70" ry="22" fill="#dfe3e5"/><ellipse cx="0" cy="-42" rx="62" ry="18" fill="${WAX}"/><ellipse cx="-12" cy="-46" rx="34" ry="7" fill="#ffffff" opacity="0.25"/>${lit ? flame(`${id}Flame`, 0, -44, 0.7) : '<path d="M0 -44 L2 -62" stroke="#2d1f12" stroke-width="4" stroke-linecap="round"/>'}</g>`;
}

/** Pairs of hand-dipped taper candles hanging from a wooden rod, as made in the course. */
export function dippedCandles(id: string, x: number, y: number): string {
  const defs = linear(
    `${id}Taper`,
    [
      [0, darken(WAX, 0.3)],
      [0.35, lighten(WAX, 0.35)],
      [1, darken(WAX, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const pairs = [-260, -90, 80, 250]
    .map((offset, index) => {
      const length = 300 + (index % 2) * 40;
      const taper = (dx: number) =>
        `<path d="M${offset + dx - 20} 40 L${offset + dx + 20} 40 L${offset + dx + 14} ${40 + length} Q${offset + dx} ${56 + length} ${offset + dx - 14} ${40 + length} Z" fill="url(#${id}Taper)"/>`;
      return `<path d="M${offset - 34} 40 Q${offset} -10 ${offset + 34} 40" stroke="#8a7560" stroke-width="3" fill="none"/>${taper(-34)}${taper(34)}`;
    })
    .join('');
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs><rect x="-380" y="-14" width="760" height="28" rx="14" fill="#9b6a3c"/><rect x="-380" y="-14" width="760" height="8" rx="4" fill="#ffffff" opacity="0.25"/>${pairs}</g>`;
}

const WRAP_PRINTS = [
  { colour: '#4f8a6e', print: '#f5e6b8' },
  { colour: '#d9822b', print: '#fff3d6' },
  { colour: '#3f6fa3', print: '#ffe08a' },
];

function wrapPatterns(id: string): string {
  return WRAP_PRINTS.map(
    (cloth, index) =>
      `<pattern id="${id}P${index}" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="${cloth.colour}"/><circle cx="11" cy="11" r="6" fill="${cloth.print}"/><circle cx="33" cy="33" r="6" fill="${cloth.print}"/><circle cx="33" cy="11" r="2.5" fill="${cloth.print}" opacity="0.7"/></pattern>`,
  ).join('');
}

/** Folded beeswax wraps in a little stack, each cloth with its own print, seen from above. */
export function waxWraps(id: string, x: number, y: number): string {
  const stack = WRAP_PRINTS.map((cloth, index) => {
    const dy = -index * 34;
    const dx = index * 10 - 10;
    const top = `M-200 0 L200 0 L250 -90 L-150 -90 Z`;
    return `<g transform="translate(${dx} ${dy})"><path d="M-200 0 L200 0 L200 30 Q200 36 194 36 L-194 36 Q-200 36 -200 30 Z" fill="${darken(cloth.colour, 0.25)}"/><path d="M-200 10 L200 10" stroke="${cloth.print}" stroke-width="3" stroke-dasharray="10 12" opacity="0.6"/><path d="M200 0 L250 -90 L250 -60 L200 36 Z" fill="${darken(cloth.colour, 0.4)}"/><path d="${top}" fill="url(#${id}P${index})"/><path d="${top}" fill="#ffffff" opacity="0.08"/><path d="M-200 0 L200 0" stroke="#ffffff" stroke-width="3" opacity="0.35"/></g>`;
  }).join('');
  return `<g transform="translate(${x} ${y})"><defs>${wrapPatterns(id)}</defs>${stack}</g>`;
}

/** A ceramic bowl covered with a wax wrap pressed round its rim. */
export function coveredBowl(
  id: string,
  x: number,
  y: number,
  bowlColour: string,
  print = 0,
): string {
  const defs = `${wrapPatterns(id)}${linear(
    `${id}Bowl`,
    [
      [0, darken(bowlColour, 0.3)],
      [0.35, lighten(bowlColour, 0.35)],
      [1, darken(bowlColour, 0.35)],
    ],
    0,
    0,
    1,
    0,
  )}`;
  const bowl = `<path d="M-190 -150 C-190 -40 -120 0 0 0 C120 0 190 -40 190 -150 Z" fill="url(#${id}Bowl)"/>`;
  const skirt = `<path d="M-200 -190 C-204 -150 -200 -120 -194 -96 Q-170 -84 -150 -100 Q-120 -80 -90 -94 Q-60 -76 -30 -90 Q0 -74 30 -90 Q60 -76 90 -94 Q120 -80 150 -100 Q170 -84 194 -96 C200 -120 204 -150 200 -190 Z" fill="url(#${id}P${print})"/>`;
  const top = `<ellipse cx="0" cy="-190" rx="200" ry="46" fill="url(#${id}P${print})"/><ellipse cx="-40" cy="-200" rx="120" ry="22" fill="#ffffff" opacity="0.18"/>`;
  const shade = `<path d="M-200 -190 C-204 -150 -200 -120 -194 -96 L194 -96 C200 -120 204 -150 200 -190 Z" fill="url(#${id}Bowl)" opacity="0.35"/>`;
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs>${bowl}${skirt}${shade}${top}</g>`;
}
