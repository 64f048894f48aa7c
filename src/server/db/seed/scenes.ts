// Scene pictures for the demo catalogue: meadows, hives, comb, candles and course motifs.
// Each function returns a complete 1200 × 900 SVG document.
import { landscape, studio } from './art/backdrop';
import { coveredBowl, dippedCandles, rolledCandle, tealight, waxWraps } from './art/candles';
import { combFrame, fieldPath, seasonsWreath } from './art/course';
import { combCloseUp } from './art/honeycomb';
import { bee, type FlowerKind, flightPath, flower, spike, sprig } from './art/nature';
import { basket, beehive } from './art/outdoor';
import { groundShadow, svgDocument } from './art/svg';

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Where the nectar comes from: a meadow with the source blossoms and a bee on its way. */
export function meadow(flowers: FlowerKind[], season: Season = 'summer', spikes?: string): string {
  const scene = landscape(season);
  const blooms = Array.from({ length: 20 }, (_, i) => {
    const kind = flowers[i % flowers.length] ?? 'daisy';
    const x = 30 + i * 60 + (i % 3) * 12;
    const y = 700 + ((i * 37) % 170);
    return `<path d="M${x} ${y} L${x + 4} 900" stroke="#5d8a3a" stroke-width="4"/>${flower(kind, x, y, 26 + (i % 4) * 5, i * 23)}`;
  }).join('');
  const tall = spikes
    ? [80, 140, 1040, 1110]
        .map((x, i) => spike(x, 900, i % 2 ? 8 : -6, 300 + (i % 2) * 40, spikes))
        .join('')
    : '';
  const grass = Array.from({ length: 40 }, (_, i) => {
    const x = i * 31;
    return `<path d="M${x} 900 Q${x + 6} 840 ${x + 14} ${820 + (i % 5) * 8}" stroke="#4f7a30" stroke-width="4" fill="none" opacity="0.6"/>`;
  }).join('');
  const body = `${scene.body}${grass}${tall}${blooms}${bee(640, 400, 1.1, -10)}${flightPath('M260 560 C360 420 460 560 540 440')}`;
  return svgDocument(scene.defs, body);
}

export function combDetail(colour: string, seed: number): string {
  const scene = combCloseUp('comb', colour, seed);
  return svgDocument(scene.defs, scene.body + bee(560 + (seed % 3) * 60, 430, 1.3, -15 + seed * 7));
}

export function hiveScene(season: Season = 'spring'): string {
  const scene = landscape(season);
  const blooms = Array.from({ length: 12 }, (_, i) =>
    flower(i % 2 ? 'dandelion' : 'daisy', 40 + i * 100, 800 + (i % 3) * 30, 28, i * 20),
  ).join('');
  const body = `${scene.body}${groundShadow('hive', 600, 812, 270, 30, 0.4)}${beehive('hive', 600, 810, 1.2)}${blooms}`;
  return svgDocument(scene.defs, body);
}

export function combFrameScene(colour: string): string {
  const scene = studio('honey');
  return svgDocument(
    scene.defs,
    `${scene.body}${groundShadow('frame', 600, 822, 430, 30)}${combFrame('frame', 600, 600, colour)}`,
  );
}

export function candlesStill(): string {
  const scene = studio('dusk');
  const body = `${groundShadow('candles', 600, 812, 380, 44, 0.5)}${rolledCandle('c1', 430, 808, 140, 460, true)}${rolledCandle('c2', 620, 818, 160, 330, true)}${rolledCandle('c3', 800, 808, 130, 240, false)}`;
  return svgDocument(scene.defs, scene.body + body);
}

export function tealightsStill(): string {
  const scene = studio('dusk');
  const lights = [
    [330, 700],
    [560, 690],
    [790, 700],
    [440, 820],
    [670, 830],
    [900, 815],
  ]
    .map(([x = 0, y = 0], index) => tealight(`t${index}`, x, y, index !== 5))
    .join('');
  return svgDocument(scene.defs, scene.body + lights);
}

export function wrapsStill(): string {
  const scene = studio('sage');
  const body = `${groundShadow('wraps', 380, 830, 300, 40)}${waxWraps('wraps', 380, 840)}${groundShadow('bowl', 860, 812, 230, 40)}${coveredBowl('bowl', 860, 810, '#e9e2d4', 2)}${sprig(1060, 880, -60, 160, '#5c8a3c')}`;
  return svgDocument(scene.defs, scene.body + body);
}

export function bowlStill(print: number): string {
  const scene = studio('honey');
  const body = `${groundShadow('bowl', 600, 822, 320, 50)}<g transform="translate(600 820) scale(1.5) translate(-600 -820)">${coveredBowl('bowl', 600, 820, '#c9d8de', print)}</g>`;
  return svgDocument(scene.defs, scene.body + body);
}

export function dippingScene(): string {
  const scene = studio('honey');
  const pot = `${groundShadow('pot', 600, 840, 250, 36)}<path d="M-210 -170 L210 -170 L190 -20 Q186 0 160 0 L-160 0 Q-186 0 -190 -20 Z" transform="translate(600 838)" fill="#6f7478"/><ellipse cx="600" cy="668" rx="210" ry="34" fill="#3c4246"/><ellipse cx="600" cy="672" rx="192" ry="26" fill="#f0b640"/><ellipse cx="560" cy="668" rx="90" ry="8" fill="#ffffff" opacity="0.3"/>`;
  return svgDocument(scene.defs, `${scene.body}${dippedCandles('dip', 600, 120)}${pot}`);
}

export function herbBasket(): string {
  const scene = studio('meadow');
  const herbs = `${sprig(-130, -150, -28, 320, '#5c8a3c')}${sprig(-20, -160, -5, 360, '#6f9a48')}${spike(60, -150, 15, 330, '#8e5fc0')}${sprig(130, -150, 30, 300, '#4f7d3a')}${flower('calendula', -60, -340, 42, 0)}${flower('daisy', 160, -310, 36, 0)}`;
  const body = `${groundShadow('basket', 600, 830, 300, 40)}${basket('basket', 600, 830, herbs)}${sprig(1000, 880, -70, 200, '#5c8a3c')}${flower('calendula', 200, 830, 36, 10)}`;
  return svgDocument(scene.defs, scene.body + body);
}

export function wreath(lines: string[]): string {
  const scene = studio('sage');
  return svgDocument(scene.defs, `${scene.body}${seasonsWreath(600, 400, 290, lines)}`);
}

export function herbWalk(): string {
  const scene = landscape('spring');
  const plants = [
    sprig(300, 900, -15, 260, '#5c8a3c'),
    sprig(380, 900, 12, 200, '#6f9a48'),
    spike(980, 900, 6, 300, '#b05a9c'),
    sprig(900, 900, -8, 240, '#4f7d3a'),
    flower('dandelion', 250, 760, 32),
    flower('daisy', 1020, 740, 30),
    flower('dandelion', 860, 800, 28),
    flower('daisy', 150, 830, 34),
  ].join('');
  return svgDocument(scene.defs, `${scene.body}${fieldPath()}${plants}${bee(760, 330, 0.6, -8)}`);
}
