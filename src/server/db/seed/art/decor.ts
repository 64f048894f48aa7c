import { apple, cherries, elderflower, waxBlock } from './fruit';
import { honeyDipper } from './honeycomb';
import { type FlowerKind, flower, leaf, spike, sprig } from './nature';

// Small props placed round a product on the table: blossoms, herbs, fruit, wax, a dipper.
export type Decor =
  | FlowerKind
  | 'heather'
  | 'sprig'
  | 'fir'
  | 'dipper'
  | 'apple'
  | 'quince'
  | 'cherries'
  | 'elder'
  | 'wax'
  | 'autumn-leaves';

/** Draws one decoration lying on (or standing at) the given point in front of the product. */
export function decor(kind: Decor, x: number, y: number, index: number): string {
  const tilt = index % 2 ? 25 : -20;
  switch (kind) {
    case 'heather':
      return (
        spike(x - 40, y + 40, tilt - 60, 270, '#b05a9c') +
        spike(x, y + 50, tilt - 75, 240, '#c46fb0')
      );
    case 'sprig':
      return sprig(x - 80, y + 30, 70 + tilt / 3, 220, '#5c8a3c');
    case 'fir':
      return sprig(x - 80, y + 30, 70 + tilt / 3, 230, '#2f5a34', 7);
    case 'dipper':
      // mirrored on the left so the handle points away from the product
      return `<g transform="translate(${x + 80} ${y - 10}) scale(${x < 600 ? -1 : 1} 1)">${honeyDipper(`dip${index}`, 0, 0, '#eaa520', 20)}</g>`;
    case 'apple':
      return apple(x, y, 52, '#c8402a') + apple(x + 90, y + 20, 44, '#9fbf3a');
    case 'quince':
      return apple(x, y, 56, '#e8c33a');
    case 'cherries':
      return cherries(x, y, 24) + cherries(x + 70, y + 20, 22);
    case 'elder':
      return elderflower(x, y - 20, 90);
    case 'wax':
      return waxBlock(x, y + 30, 140);
    case 'autumn-leaves':
      return leaf(x, y, 250, 90, '#c8782a') + leaf(x + 40, y + 10, 120, 80, '#b5502a');
    default:
      return flower(kind, x, y, 38, index * 30) + flower(kind, x + 62, y + 34, 28, index * 50 + 15);
  }
}

const DECOR_SLOTS = [
  { x: 250, y: 800 },
  { x: 930, y: 805 },
  { x: 160, y: 860 },
];

export function decorations(items: Decor[]): string {
  return items
    .map((item, index) => {
      const slot = DECOR_SLOTS[index % DECOR_SLOTS.length] as { x: number; y: number };
      return decor(item, slot.x, slot.y, index);
    })
    .join('');
}
