import { bee } from './nature';
import { darken, lighten, linear } from './svg';

/** A wooden hive (Magazinbeute) on a stand: painted boxes, tin roof, bees at the entrance. */
export function beehive(
  id: string,
  x: number,
  y: number,
  scale = 1,
  colours = ['#e0a43a', '#6f9fc9', '#e0a43a'],
): string {
  const defs = [
    linear(`${id}Roof`, [
      [0, '#c7ccd0'],
      [1, '#7d868c'],
    ]),
    linear(
      `${id}Side`,
      [
        [0, '#000000', 0],
        [0.85, '#000000', 0.05],
        [1, '#000000', 0.25],
      ],
      0,
      0,
      1,
      0,
    ),
  ].join('');
  const boxHeight = 110;
  const boxes = colours
    .map((colour, index) => {
      const top = -90 - (index + 1) * boxHeight;
      return `<rect x="-170" y="${top}" width="340" height="${boxHeight - 4}" fill="${colour}"/><rect x="-170" y="${top}" width="340" height="${boxHeight - 4}" fill="url(#${id}Side)"/><rect x="-170" y="${top + boxHeight - 8}" width="340" height="4" fill="${darken(colour, 0.35)}"/><rect x="-60" y="${top + 30}" width="120" height="18" rx="9" fill="${darken(colour, 0.25)}"/>`;
    })
    .join('');
  const roofTop = -90 - colours.length * boxHeight - 44;
  const roof = `<rect x="-190" y="${roofTop}" width="380" height="48" rx="6" fill="url(#${id}Roof)"/><rect x="-190" y="${roofTop}" width="380" height="10" rx="5" fill="#ffffff" opacity="0.45"/>`;
  const stand = `<rect x="-150" y="-90" width="26" height="90" fill="#6b4a2b"/><rect x="124" y="-90" width="26" height="90" fill="#6b4a2b"/><rect x="-190" y="-100" width="380" height="20" fill="#8a6238"/>`;
  const entrance = `<rect x="-110" y="-80" width="220" height="16" fill="#3a2612"/><path d="M-150 -64 L150 -64 L170 -44 L-170 -44 Z" fill="#a9783f"/>`;
  const visitors = `${bee(-40, -100, 0.32, -10)}${bee(90, -120, 0.28, 15)}${bee(230, -230, 0.35, -25)}${bee(-250, -330, 0.3, 20)}`;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><defs>${defs}</defs>${stand}${entrance}${boxes}${roof}${visitors}</g>`;
}

/** Wicker basket; whatever is passed as `contents` sticks out of its top (drawn first). */
export function basket(id: string, x: number, y: number, contents: string): string {
  const wicker = '#c08a4a';
  const defs = `<clipPath id="${id}Clip"><path d="M-230 -190 L230 -190 L190 0 L-190 0 Z"/></clipPath>${linear(
    `${id}Shade`,
    [
      [0, '#000000', 0.3],
      [0.4, '#000000', 0],
      [1, '#000000', 0.35],
    ],
    0,
    0,
    1,
    0,
  )}`;
  const rows = Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 14 }, (_, col) => {
      const bx = -238 + col * 36 + (row % 2) * 18;
      const by = -186 + row * 24;
      return `<ellipse cx="${bx}" cy="${by}" rx="18" ry="10" fill="${col % 2 ? wicker : lighten(wicker, 0.12)}" stroke="${darken(wicker, 0.35)}" stroke-width="2"/>`;
    }).join(''),
  ).join('');
  const rim = `<rect x="-240" y="-204" width="480" height="28" rx="14" fill="${darken(wicker, 0.1)}" stroke="${darken(wicker, 0.4)}" stroke-width="2"/>`;
  const handle = `<path d="M-200 -196 C-200 -470 200 -470 200 -196" stroke="${darken(wicker, 0.1)}" stroke-width="22" fill="none"/><path d="M-200 -196 C-200 -470 200 -470 200 -196" stroke="${lighten(wicker, 0.25)}" stroke-width="6" fill="none" stroke-dasharray="14 10"/>`;
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs>${handle}${contents}<g clip-path="url(#${id}Clip)"><rect x="-240" y="-200" width="480" height="210" fill="${darken(wicker, 0.3)}"/>${rows}<rect x="-240" y="-200" width="480" height="210" fill="url(#${id}Shade)"/></g>${rim}</g>`;
}
