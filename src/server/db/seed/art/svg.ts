// Shared SVG building blocks for the demo illustrations. Every picture is drawn in code so
// the seed needs no downloads and stays reproducible (same SVG → same bytes → same image id).

export const WIDTH = 1200;
export const HEIGHT = 900;
export const FONT = 'DejaVu Sans, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends two #rrggbb colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  const mixed = a.map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * t));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

export type Stop = [offset: number, colour: string, opacity?: number];

function stopsXml(stops: Stop[]): string {
  return stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** Linear gradient; the direction is given in bounding-box units (0 → 1). */
export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`;
}

/** Cylinder shading laid over a body: dark rims, a bright band left of centre. */
export function cylinderShade(id: string, strength = 0.35): string {
  return linear(
    id,
    [
      [0, '#000000', strength],
      [0.18, '#000000', strength * 0.25],
      [0.32, '#ffffff', strength * 0.45],
      [0.45, '#ffffff', 0],
      [0.8, '#000000', strength * 0.2],
      [1, '#000000', strength * 1.1],
    ],
    0,
    0,
    1,
    0,
  );
}

interface Token {
  text: string;
  /** How this token joins the next one on the same line. */
  glue: ' ' | '' | 'soft';
}

// Words break at spaces, after hyphens and at soft hyphens (U+00AD), so long German compounds
// such as "Ringelblumen\u00adsalbe" can wrap on a label.
function tokenise(text: string): Token[] {
  return text.split(/\s+/).flatMap((word) => {
    const parts = word.split(/(?<=-)|\u00ad/);
    return parts.map((part, index): Token => {
      if (index === parts.length - 1) return { text: part, glue: ' ' };
      return { text: part, glue: part.endsWith('-') ? '' : 'soft' };
    });
  });
}

function joinLine(tokens: Token[]): string {
  return tokens
    .map((token, index) => {
      if (index === tokens.length - 1) return token.glue === 'soft' ? `${token.text}-` : token.text;
      return token.text + (token.glue === ' ' ? ' ' : '');
    })
    .join('');
}

/**
 * Splits a title into at most `maxLines` lines and picks the largest font size that fits,
 * estimating DejaVu Sans Bold at ~0.62 em per character (no font metrics at seed time).
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxSize: number,
  maxLines = 2,
): { lines: string[]; size: number } {
  const tokens = tokenise(text);
  const sizeFor = (lines: string[]) =>
    Math.min(maxSize, maxWidth / (Math.max(...lines.map((line) => line.length)) * 0.62));
  const single = [joinLine(tokens)];
  let best = { lines: single, size: sizeFor(single) };
  for (let lineCount = 2; lineCount <= Math.min(maxLines, tokens.length); lineCount++) {
    const lines = splitBalanced(tokens, lineCount);
    const size = sizeFor(lines);
    if (size > best.size * 1.08) best = { lines, size };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

/** The split into `lineCount` lines whose longest line is shortest (titles are a few words). */
function splitBalanced(tokens: Token[], lineCount: number): string[] {
  if (lineCount === 1) return [joinLine(tokens)];
  let best: string[] = [joinLine(tokens)];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut <= tokens.length - lineCount + 1; cut++) {
    const lines = [
      joinLine(tokens.slice(0, cut)),
      ...splitBalanced(tokens.slice(cut), lineCount - 1),
    ];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) {
      best = lines;
      bestLongest = longest;
    }
  }
  return best;
}

/** Centred text block; `lines` are stacked around `centreY`. */
export function textBlock(
  lines: string[],
  options: {
    x: number;
    centreY: number;
    size: number;
    fill: string;
    weight?: string;
    spacing?: number;
  },
): string {
  const lineHeight = options.size * (options.spacing ?? 1.18);
  const firstBaseline =
    options.centreY - ((lines.length - 1) * lineHeight) / 2 + options.size * 0.36;
  return lines
    .map(
      (line, index) =>
        `<text x="${options.x}" y="${(firstBaseline + index * lineHeight).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${options.size}" font-weight="${options.weight ?? 'bold'}" fill="${options.fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Soft contact shadow under an object standing on the table. */
export function groundShadow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.38,
): string {
  return `<defs>${radial(id, [
    [0, '#3b1f08', opacity],
    [0.6, '#3b1f08', opacity * 0.45],
    [1, '#3b1f08', 0],
  ])}</defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}
