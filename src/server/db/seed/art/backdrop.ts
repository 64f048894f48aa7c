import { darken, HEIGHT, lighten, linear, radial, WIDTH } from './svg';

export type Mood = 'honey' | 'meadow' | 'lavender' | 'rose' | 'sage' | 'dusk';

const MOODS: Record<Mood, { wall: string; table: string }> = {
  honey: { wall: '#f6d9a3', table: '#b9834c' },
  meadow: { wall: '#dbe8c0', table: '#b08a5e' },
  lavender: { wall: '#e4d8ef', table: '#a88463' },
  rose: { wall: '#f5d2c2', table: '#b27f58' },
  sage: { wall: '#d6e0cf', table: '#9b7a57' },
  dusk: { wall: '#5a3a2b', table: '#4a2c1a' },
};

const TABLE_TOP = 640;

/**
 * Faint honeycomb wallpaper fading out from the upper right, the shop's recurring motif.
 * Each cell gets its own opacity: a mask would do the same but triples the render time.
 */
function honeycombWallpaper(mood: Mood): string {
  const size = 46;
  const w = size * Math.sqrt(3);
  const stroke = mood === 'dusk' ? '#ffd89a' : '#ffffff';
  const cells: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let x = row % 2 ? w / 2 : 0; x < WIDTH + w; x += w) {
      const y = row * size * 1.5;
      const fade = 1 - Math.hypot(WIDTH - x, y) / 720;
      if (fade <= 0.05) continue;
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${(x + size * Math.cos(angle)).toFixed(1)},${(y + size * Math.sin(angle)).toFixed(1)}`;
      });
      cells.push(`<polygon points="${points.join(' ')}" opacity="${(fade * 0.24).toFixed(2)}"/>`);
    }
  }
  return `<g fill="none" stroke="${stroke}" stroke-width="3">${cells.join('')}</g>`;
}

/** Indoor still-life setting: warm wall, glow, wooden table top with grain. */
export function studio(mood: Mood): { defs: string; body: string } {
  const { wall, table } = MOODS[mood];
  const defs = [
    radial(
      'wall',
      [
        [0, lighten(wall, 0.72)],
        [0.55, lighten(wall, 0.25)],
        [1, darken(wall, 0.12)],
      ],
      0.5,
      0.32,
      0.85,
    ),
    linear('table', [
      [0, lighten(table, 0.28)],
      [0.06, table],
      [1, darken(table, 0.35)],
    ]),
    radial(
      'wallMaskFade',
      [
        [0, '#ffffff', 1],
        [1, '#ffffff', 0],
      ],
      0.9,
      0.05,
      0.6,
    ),
    `<mask id="wallMask"><rect width="${WIDTH}" height="${TABLE_TOP}" fill="url(#wallMaskFade)"/></mask>`,
  ].join('');
  const grain = Array.from({ length: 7 }, (_, i) => {
    const y = TABLE_TOP + 28 + i * 36 + (i % 3) * 4;
    return `<path d="M0 ${y} C300 ${y - 8} 600 ${y + 10} ${WIDTH} ${y - 4}" stroke="${darken(table, 0.4)}" stroke-width="${2 + (i % 2)}" fill="none" opacity="0.18"/>`;
  }).join('');
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>`,
    honeycombWallpaper(mood),
    `<rect y="${TABLE_TOP}" width="${WIDTH}" height="${HEIGHT - TABLE_TOP}" fill="url(#table)"/>`,
    grain,
    `<rect y="${TABLE_TOP}" width="${WIDTH}" height="4" fill="#ffffff" opacity="0.25"/>`,
  ].join('');
  return { defs, body };
}

/** Outdoor setting: sky, sun and two rolling hills; `season` tints the grass. */
export function landscape(season: 'spring' | 'summer' | 'autumn' | 'winter' = 'summer'): {
  defs: string;
  body: string;
} {
  const grass = { spring: '#9cc769', summer: '#86b552', autumn: '#b8a048', winter: '#c9d6d9' }[
    season
  ];
  const sky = season === 'winter' ? '#cfe3ef' : '#bfe0f2';
  const defs = [
    linear('sky', [
      [0, sky],
      [0.75, lighten(sky, 0.6)],
      [1, '#fff4d6'],
    ]),
    radial('sun', [
      [0, '#fff8d8'],
      [0.35, '#ffe79a', 0.9],
      [1, '#ffe79a', 0],
    ]),
    linear('hillFar', [
      [0, lighten(grass, 0.25)],
      [1, lighten(grass, 0.05)],
    ]),
    linear('hillNear', [
      [0, grass],
      [1, darken(grass, 0.3)],
    ]),
  ].join('');
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="930" cy="190" r="210" fill="url(#sun)"/>`,
    `<circle cx="930" cy="190" r="62" fill="#fff6c8"/>`,
    `<path d="M0 520 C220 430 420 470 620 500 C820 530 980 420 1200 450 L1200 900 L0 900 Z" fill="url(#hillFar)"/>`,
    `<path d="M0 640 C260 560 520 600 760 640 C940 670 1080 600 1200 610 L1200 900 L0 900 Z" fill="url(#hillNear)"/>`,
  ].join('');
  return { defs, body };
}

/** Wooden planks seen from above, for flat-lay pictures of ingredients. */
export function planks(): { defs: string; body: string } {
  const tones = ['#c99a62', '#bf8f57', '#d2a56c', '#c4945c', '#cc9d64'];
  const height = HEIGHT / tones.length;
  const defs = radial(
    'plankLight',
    [
      [0, '#fff6e0', 0.35],
      [1, '#3a2008', 0.35],
    ],
    0.5,
    0.45,
    0.8,
  );
  const body = tones
    .map((tone, index) => {
      const y = index * height;
      const grain = [0.3, 0.55, 0.8]
        .map((t, line) => {
          const gy = y + height * t;
          return `<path d="M0 ${gy} C${300 + line * 90} ${gy - 10} ${700 - line * 60} ${gy + 12} ${WIDTH} ${gy - 4}" stroke="${darken(tone, 0.3)}" stroke-width="2" fill="none" opacity="0.35"/>`;
        })
        .join('');
      return `<rect y="${y}" width="${WIDTH}" height="${height}" fill="${tone}"/>${grain}<rect y="${y + height - 3}" width="${WIDTH}" height="3" fill="${darken(tone, 0.45)}"/>`;
    })
    .join('');
  return {
    defs,
    body: `${body}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#plankLight)"/>`,
  };
}
