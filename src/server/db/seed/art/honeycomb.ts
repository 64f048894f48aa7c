import { darken, HEIGHT, lighten, linear, radial, WIDTH } from './svg';

function hexPoints(x: number, y: number, size: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(x + size * Math.cos(angle)).toFixed(1)},${(y + size * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/**
 * A field of honeycomb cells: filled ones glossy in the honey colour, capped ones matte wax.
 * `capped(col, row)` decides which is which so different honeys get different patterns.
 */
export function honeycombField(
  id: string,
  colour: string,
  area: { x: number; y: number; width: number; height: number },
  size: number,
  capped: (col: number, row: number) => boolean,
): string {
  const defs = [
    radial(
      `${id}Cell`,
      [
        [0, lighten(colour, 0.45)],
        [0.45, colour],
        [1, darken(colour, 0.35)],
      ],
      0.4,
      0.35,
      0.7,
    ),
    radial(
      `${id}Cap`,
      [
        [0, '#fff3c4'],
        [1, '#e9c66b'],
      ],
      0.45,
      0.4,
      0.7,
    ),
  ].join('');
  const w = size * Math.sqrt(3);
  const cells: string[] = [];
  const rows = Math.ceil(area.height / (size * 1.5)) + 1;
  const cols = Math.ceil(area.width / w) + 1;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = area.x + col * w + (row % 2 ? w / 2 : 0);
      const cy = area.y + row * size * 1.5;
      const isCapped = capped(col, row);
      cells.push(
        `<polygon points="${hexPoints(cx, cy, size)}" fill="#f3d489" stroke="#c9963a" stroke-width="${size * 0.08}"/>`,
        `<polygon points="${hexPoints(cx, cy, size * 0.8)}" fill="url(#${id}${isCapped ? 'Cap' : 'Cell'})"/>`,
        isCapped
          ? ''
          : `<ellipse cx="${(cx - size * 0.25).toFixed(1)}" cy="${(cy - size * 0.3).toFixed(1)}" rx="${size * 0.22}" ry="${size * 0.1}" fill="#ffffff" opacity="0.7" transform="rotate(-30 ${(cx - size * 0.25).toFixed(1)} ${(cy - size * 0.3).toFixed(1)})"/>`,
      );
    }
  }
  return `<defs>${defs}</defs>${cells.join('')}`;
}

/** Close-up of a comb filling the picture, edges darkened like a macro photograph. */
export function combCloseUp(
  id: string,
  colour: string,
  seed: number,
): { defs: string; body: string } {
  const defs = radial(
    `${id}Vignette`,
    [
      [0.55, '#000000', 0],
      [1, '#2b1404', 0.55],
    ],
    0.5,
    0.5,
    0.75,
  );
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${darken(colour, 0.3)}"/>`,
    honeycombField(
      id,
      colour,
      { x: -40, y: -40, width: WIDTH + 80, height: HEIGHT + 80 },
      64,
      (col, row) => (col * 7 + row * 13 + seed) % 9 < 3 || row < 2,
    ),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}Vignette)"/>`,
  ].join('');
  return { defs, body };
}

/** A wooden honey dipper with honey running off its head; head at (x, y), handle up-right. */
export function honeyDipper(
  id: string,
  x: number,
  y: number,
  colour: string,
  drip = 160,
  puddle = true,
): string {
  const defs = [
    linear(`${id}Wood`, [
      [0, '#e2b57a'],
      [0.5, '#c48a4a'],
      [1, '#8d5a2b'],
    ]),
    linear(
      `${id}Run`,
      [
        [0, lighten(colour, 0.2)],
        [1, colour],
      ],
      0,
      0,
      1,
      0,
    ),
  ].join('');
  const core = `<rect x="-66" y="-24" width="120" height="48" rx="20" fill="url(#${id}Wood)"/>`;
  const grooves = Array.from({ length: 6 }, (_, i) => {
    const gx = -56 + i * 20;
    return `<ellipse cx="${gx}" cy="0" rx="10" ry="${42 - Math.abs(i - 2.5) * 4}" fill="url(#${id}Wood)" stroke="#7a4a20" stroke-width="2"/>`;
  }).join('');
  const coat = `<path d="M-68 8 Q-10 52 62 14 Q40 46 0 50 Q-40 46 -68 8 Z" fill="url(#${id}Run)" opacity="0.93"/><path d="M-50 14 Q-10 34 40 18" stroke="#ffffff" stroke-width="5" opacity="0.55" fill="none" stroke-linecap="round"/>`;
  const handle = `<rect x="40" y="-13" width="330" height="26" rx="13" fill="url(#${id}Wood)"/><circle cx="372" cy="0" r="20" fill="url(#${id}Wood)"/>`;
  // the drip is drawn outside the tilted group so it falls straight down
  const run = `<path d="M-10 42 Q0 48 10 42 L4 ${drip} Q0 ${drip + 16} -4 ${drip} Z" fill="${colour}" opacity="0.95"/><ellipse cx="0" cy="${drip + 8}" rx="9" ry="12" fill="${colour}"/>${puddle ? `<ellipse cx="0" cy="${drip + 36}" rx="46" ry="10" fill="${colour}" opacity="0.9"/>` : ''}<rect x="-3" y="56" width="2.5" height="${drip - 60}" fill="#ffffff" opacity="0.5"/>`;
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs>${run}<g transform="rotate(-18)">${handle}${core}${grooves}${coat}</g></g>`;
}
