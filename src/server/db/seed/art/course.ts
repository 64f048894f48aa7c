import { honeycombField } from './honeycomb';
import { bee, flower, leaf, spike, sprig } from './nature';
import { darken, escapeXml, FONT, linear } from './svg';

/** A wreath of the four seasons: spring blossoms, summer flowers, autumn berries, winter green. */
export function seasonsWreath(x: number, y: number, radius: number, title: string[]): string {
  const greens = ['#6f9a48', '#5c8a3c', '#4f7d3a', '#3e6a3a'];
  const ring = Array.from({ length: 20 }, (_, i) => {
    const angle = (360 / 20) * i;
    const rad = (angle * Math.PI) / 180;
    const sx = Math.cos(rad) * radius;
    const sy = Math.sin(rad) * radius;
    return sprig(sx, sy, angle + 180, radius * 0.55, greens[Math.floor(i / 5)] ?? '#5c8a3c', 4);
  }).join('');
  const accent = (angle: number, item: (px: number, py: number) => string) => {
    const rad = (angle * Math.PI) / 180;
    return item(Math.cos(rad) * radius, Math.sin(rad) * radius);
  };
  const berries = (px: number, py: number) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${px + (i % 2) * 22 - 10}" cy="${py + Math.floor(i / 2) * 22 - 10}" r="13" fill="#c0392b"/><circle cx="${px + (i % 2) * 22 - 14}" cy="${py + Math.floor(i / 2) * 22 - 14}" r="4" fill="#ffffff" opacity="0.5"/>`,
      )
      .join('');
  const accents = [
    accent(-150, (px, py) => flower('blossom', px, py, 34)),
    accent(-120, (px, py) => flower('dandelion', px, py, 30)),
    accent(-60, (px, py) => flower('calendula', px, py, 36)),
    accent(-25, (px, py) => flower('cornflower', px, py, 30)),
    accent(20, (px, py) => berries(px, py)),
    accent(
      60,
      (px, py) => leaf(px, py, 150, 70, '#c8782a') + leaf(px + 10, py, 200, 60, '#b5502a'),
    ),
    accent(110, (px, py) => spike(px, py + 40, 190, 120, '#8e5fc0')),
    accent(160, (px, py) => flower('daisy', px, py, 32)),
  ].join('');
  const text = title
    .map(
      (line, index) =>
        `<text x="0" y="${(index - (title.length - 1) / 2) * 62 + 20}" text-anchor="middle" font-family="${FONT}" font-size="${index === 0 ? 52 : 40}" font-weight="${index === 0 ? 'bold' : 'normal'}" fill="#4a3a1c">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y})"><circle r="${radius * 0.72}" fill="#fffaf0" opacity="0.85"/>${ring}${accents}${text}</g>`;
}

/** A brood-box frame full of comb, with a few bees working on it. */
export function combFrame(id: string, x: number, y: number, colour: string): string {
  const width = 760;
  const height = 440;
  const defs = `<clipPath id="${id}Inner"><rect x="${-width / 2 + 22}" y="${-height / 2 + 30}" width="${width - 44}" height="${height - 52}"/></clipPath>${linear(
    `${id}Wood`,
    [
      [0, '#e0b57c'],
      [1, '#a8733e'],
    ],
  )}`;
  const wood = `url(#${id}Wood)`;
  const frame = `<rect x="${-width / 2 - 50}" y="${-height / 2}" width="${width + 100}" height="30" rx="6" fill="${wood}"/><rect x="${-width / 2}" y="${-height / 2}" width="22" height="${height}" fill="${wood}"/><rect x="${width / 2 - 22}" y="${-height / 2}" width="22" height="${height}" fill="${wood}"/><rect x="${-width / 2}" y="${height / 2 - 22}" width="${width}" height="22" fill="${wood}"/>`;
  const comb = `<g clip-path="url(#${id}Inner)"><rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" fill="${darken(colour, 0.3)}"/>${honeycombField(`${id}Comb`, colour, { x: -width / 2, y: -height / 2 + 20, width, height }, 30, (col, row) => row < 4 || (col * 5 + row * 3) % 7 === 0)}</g>`;
  const bees = `${bee(-180, 20, 0.45, 30)}${bee(60, -40, 0.45, -60)}${bee(220, 90, 0.45, 160)}${bee(-40, 120, 0.45, -110)}`;
  return `<g transform="translate(${x} ${y})"><defs>${defs}</defs>${comb}${frame}${bees}</g>`;
}

/** A field path winding towards the horizon, for the herb walk. */
export function fieldPath(): string {
  return '<path d="M430 900 C500 800 700 760 640 700 C600 660 560 640 600 610 L640 610 C620 640 680 670 720 700 C800 760 760 840 820 900 Z" fill="#d9c08e"/><path d="M470 900 C530 820 690 770 655 710" stroke="#c4a672" stroke-width="6" fill="none" opacity="0.7"/>';
}
