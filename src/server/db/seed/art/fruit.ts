import { leaf } from './nature';
import { darken, lighten } from './svg';

/** An apple (or a quince, with `colour` yellow) lying on the table. */
export function apple(x: number, y: number, r: number, colour: string): string {
  return `<g transform="translate(${x} ${y})"><path d="M0 ${-r * 0.75} C${r * 0.9} ${-r * 1.15} ${r * 1.25} ${-r * 0.1} ${r * 0.8} ${r * 0.55} C${r * 0.5} ${r * 1.0} ${r * 0.15} ${r * 0.9} 0 ${r * 0.8} C${-r * 0.15} ${r * 0.9} ${-r * 0.5} ${r * 1.0} ${-r * 0.8} ${r * 0.55} C${-r * 1.25} ${-r * 0.1} ${-r * 0.9} ${-r * 1.15} 0 ${-r * 0.75} Z" fill="${colour}"/><path d="M${-r * 0.55} ${-r * 0.4} C${-r * 0.7} ${r * 0.1} ${-r * 0.5} ${r * 0.5} ${-r * 0.25} ${r * 0.65}" stroke="${darken(colour, 0.25)}" stroke-width="${r * 0.08}" fill="none" opacity="0.35"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.3}" rx="${r * 0.2}" ry="${r * 0.32}" fill="#ffffff" opacity="0.35" transform="rotate(20 ${-r * 0.35} ${-r * 0.3})"/><path d="M0 ${-r * 0.7} Q${r * 0.05} ${-r * 1.05} ${r * 0.2} ${-r * 1.2}" stroke="#5a3a1a" stroke-width="${r * 0.09}" fill="none" stroke-linecap="round"/>${leaf(r * 0.18, -r * 1.05, 60, r * 0.6, '#6a9a3a')}</g>`;
}

/** Two cherries on joined stalks. */
export function cherries(x: number, y: number, r: number): string {
  const cherry = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#a3121e"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#5a0a10" opacity="0.25"/><ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" rx="${r * 0.25}" ry="${r * 0.18}" fill="#ffffff" opacity="0.6"/>`;
  return `<g transform="translate(${x} ${y})"><path d="M${-r * 1.1} 0 Q${-r * 0.6} ${-r * 2.6} ${r * 0.3} ${-r * 3.2} M${r * 1.1} ${r * 0.2} Q${r * 0.8} ${-r * 1.8} ${r * 0.3} ${-r * 3.2}" stroke="#5f7a2a" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round"/>${leaf(r * 0.3, -r * 3.1, 50, r * 2, '#6a9a3a')}${cherry(-r * 1.1, 0)}${cherry(r * 1.1, r * 0.2)}</g>`;
}

/** An elderflower umbel: a dome of tiny cream blossoms. */
export function elderflower(x: number, y: number, r: number): string {
  const florets = Array.from({ length: 46 }, (_, i) => {
    const angle = i * 2.39996;
    const distance = r * Math.sqrt(i / 46);
    const fx = Math.cos(angle) * distance;
    const fy = Math.sin(angle) * distance * 0.7;
    return `<circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${r * 0.11}" fill="${i % 4 ? '#fffaf0' : '#f1e7c8'}" stroke="#d9cfa8" stroke-width="1"/><circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${r * 0.03}" fill="#e8c547"/>`;
  }).join('');
  const stalks = Array.from({ length: 5 }, (_, i) => {
    const tx = (i - 2) * r * 0.4;
    return `<path d="M0 ${r * 1.4} Q${tx * 0.3} ${r * 0.6} ${tx} 0" stroke="#7a8a4a" stroke-width="3" fill="none"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})">${stalks}${florets}</g>`;
}

/** A block of pressed beeswax with the farm's hexagon stamp. */
export function waxBlock(x: number, y: number, width: number, colour = '#e9b23c'): string {
  const h = width * 0.45;
  const d = width * 0.28;
  return `<g transform="translate(${x} ${y})"><path d="M${-width / 2} 0 L${width / 2} 0 L${width / 2} ${-h} L${-width / 2} ${-h} Z" fill="${darken(colour, 0.12)}"/><path d="M${-width / 2} ${-h} L${width / 2} ${-h} L${width / 2 + d} ${-h - d * 0.8} L${-width / 2 + d} ${-h - d * 0.8} Z" fill="${lighten(colour, 0.2)}"/><path d="M${width / 2} 0 L${width / 2 + d} ${-d * 0.8} L${width / 2 + d} ${-h - d * 0.8} L${width / 2} ${-h} Z" fill="${darken(colour, 0.3)}"/><polygon points="${[
    0, 1, 2, 3, 4, 5,
  ]
    .map((i) => {
      const angle = (Math.PI / 3) * i;
      return `${(Math.cos(angle) * h * 0.3).toFixed(1)},${(-h / 2 + Math.sin(angle) * h * 0.3).toFixed(1)}`;
    })
    .join(' ')}" fill="none" stroke="${darken(colour, 0.3)}" stroke-width="4"/></g>`;
}
