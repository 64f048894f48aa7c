import { darken, escapeXml, FONT, fitText, linear, textBlock } from './svg';

export interface LabelSpec {
  title: string;
  /** Small line under the title, e.g. the producer. */
  subtitle?: string;
  /** Bottom line, e.g. the net content. */
  note?: string;
  accent: string;
  paper?: string;
}

/** A little hexagon with a bee stripe: the farm's mark on every label. */
export function emblem(x: number, y: number, size: number, colour: string): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(x + size * Math.cos(angle)).toFixed(1)},${(y + size * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return [
    `<polygon points="${points}" fill="none" stroke="${colour}" stroke-width="${size * 0.14}"/>`,
    `<ellipse cx="${x}" cy="${y + size * 0.08}" rx="${size * 0.36}" ry="${size * 0.46}" fill="${colour}"/>`,
    `<rect x="${x - size * 0.4}" y="${y - size * 0.04}" width="${size * 0.8}" height="${size * 0.14}" fill="#fff8ea"/>`,
    `<rect x="${x - size * 0.4}" y="${y + size * 0.22}" width="${size * 0.8}" height="${size * 0.14}" fill="#fff8ea"/>`,
    `<ellipse cx="${x - size * 0.34}" cy="${y - size * 0.3}" rx="${size * 0.3}" ry="${size * 0.17}" fill="none" stroke="${colour}" stroke-width="${size * 0.09}" transform="rotate(-25 ${x - size * 0.34} ${y - size * 0.3})"/>`,
    `<ellipse cx="${x + size * 0.34}" cy="${y - size * 0.3}" rx="${size * 0.3}" ry="${size * 0.17}" fill="none" stroke="${colour}" stroke-width="${size * 0.09}" transform="rotate(25 ${x + size * 0.34} ${y - size * 0.3})"/>`,
  ].join('');
}

/**
 * A paper label wrapped round a cylinder, in local coordinates centred on x = 0.
 * `curve` bends top and bottom edges down in the middle, as seen from slightly above.
 */
export function wrappedLabel(
  id: string,
  spec: LabelSpec,
  box: { top: number; width: number; height: number; curve: number },
): string {
  const half = box.width / 2;
  const bottom = box.top + box.height;
  const outline = `M${-half} ${box.top} Q0 ${box.top + box.curve * 2} ${half} ${box.top} L${half} ${bottom} Q0 ${bottom + box.curve * 2} ${-half} ${bottom} Z`;
  const paper = spec.paper ?? '#fff8ea';
  const ink = darken(spec.accent, 0.35);
  const hasNote = Boolean(spec.note);
  // small labels (dropper bottles) give the emblem's room to the title
  const emblemSize = box.height < 120 ? 0 : Math.min(26, box.height * 0.11);
  const noteSize = Math.max(13, Math.round(box.height * 0.085));
  // baseline sits above the inner frame line, which dips by 2 × curve in the middle
  const noteY = bottom + box.curve - 12 - noteSize * 0.45;
  const regionTop = box.top + box.curve + (emblemSize ? emblemSize * 2.7 : 12);
  const regionBottom = hasNote ? noteY - noteSize * 1.9 : bottom + box.curve - 14;
  const fitted = fitText(spec.title, box.width * 0.84, Math.min(44, box.height * 0.2), 3);
  const subtitleWidthLimit = (box.width * 0.88) / ((spec.subtitle?.length ?? 1) * 0.56);
  // below 10 px the subtitle would be unreadable: narrow labels simply leave it out
  const subtitle = subtitleWidthLimit >= 10 ? spec.subtitle : undefined;
  const subtitleFor = (size: number) => Math.max(10, Math.min(size * 0.42, subtitleWidthLimit));
  const blockHeight = (size: number) =>
    fitted.lines.length * size * 1.18 + (subtitle ? subtitleFor(size) * 1.5 : 0);
  const titleSize = Math.min(
    fitted.size,
    fitted.size * ((regionBottom - regionTop) / blockHeight(fitted.size)),
  );
  const subtitleSize = Math.round(subtitleFor(titleSize));
  const titleHeight = fitted.lines.length * titleSize * 1.18;
  const blockTop = (regionTop + regionBottom) / 2 - blockHeight(titleSize) / 2;
  const titleCentre = blockTop + titleHeight / 2;
  const parts = [
    `<defs>${linear(
      `${id}Shade`,
      [
        [0, '#000000', 0.28],
        [0.2, '#000000', 0.04],
        [0.36, '#ffffff', 0.18],
        [0.55, '#ffffff', 0],
        [1, '#000000', 0.3],
      ],
      0,
      0,
      1,
      0,
    )}</defs>`,
    `<path d="${outline}" fill="${paper}"/>`,
    `<path d="${outline}" fill="none" stroke="${spec.accent}" stroke-width="5" opacity="0.9"/>`,
    `<path d="M${-half + 10} ${box.top + 10} Q0 ${box.top + 10 + box.curve * 2} ${half - 10} ${box.top + 10}" stroke="${spec.accent}" stroke-width="1.5" fill="none" opacity="0.6"/>`,
    `<path d="M${-half + 10} ${bottom - 10} Q0 ${bottom - 10 + box.curve * 2} ${half - 10} ${bottom - 10}" stroke="${spec.accent}" stroke-width="1.5" fill="none" opacity="0.6"/>`,
    emblemSize ? emblem(0, box.top + box.curve + emblemSize * 1.45, emblemSize, spec.accent) : '',
    textBlock(fitted.lines, { x: 0, centreY: titleCentre, size: Math.floor(titleSize), fill: ink }),
  ];
  if (subtitle) {
    parts.push(
      `<text x="0" y="${(blockTop + titleHeight + subtitleSize * 1.2).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${subtitleSize}" font-style="italic" fill="${ink}" opacity="0.85">${escapeXml(subtitle)}</text>`,
    );
  }
  if (hasNote) {
    parts.push(
      `<line x1="${-half * 0.45}" y1="${noteY - noteSize * 1.25}" x2="${half * 0.45}" y2="${noteY - noteSize * 1.25}" stroke="${spec.accent}" stroke-width="1.5" opacity="0.7"/>`,
      `<text x="0" y="${noteY}" text-anchor="middle" font-family="${FONT}" font-size="${noteSize}" font-weight="bold" letter-spacing="1" fill="${spec.accent}">${escapeXml(spec.note ?? '')}</text>`,
    );
  }
  parts.push(`<path d="${outline}" fill="url(#${id}Shade)"/>`);
  return parts.join('');
}
