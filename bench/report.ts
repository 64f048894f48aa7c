// bench/results.md holds one `## <title>` section per benchmark. A run replaces only the
// sections of the benchmarks it ran, so `npm run bench -- <name>` keeps the others' numbers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface ResultSection {
  title: string;
  /** Markdown below the heading. */
  body: string;
}

const HEADER = `# Benchmarks

Written by \`npm run bench\` (see \`bench/run.ts\`); each section comes from one benchmark and is
replaced when that benchmark runs again. Numbers depend on the machine: compare ratios, not
absolute requests per second.
`;

/** Splits a results file into its sections, keyed by title, in file order. */
export function parseSections(markdown: string): ResultSection[] {
  const sections: ResultSection[] = [];
  for (const chunk of markdown.split(/^## /m).slice(1)) {
    const newline = chunk.indexOf('\n');
    const title = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const body = newline === -1 ? '' : chunk.slice(newline + 1).trim();
    sections.push({ title, body });
  }
  return sections;
}

/** Existing sections keep their place; fresh ones replace same-titled ones or are appended. */
export function mergeSections(existing: string, fresh: ResultSection[]): string {
  const merged = parseSections(existing);
  for (const section of fresh) {
    const index = merged.findIndex((old) => old.title === section.title);
    if (index === -1) merged.push(section);
    else merged[index] = section;
  }
  const sections = merged.map(({ title, body }) => `## ${title}\n\n${body.trim()}\n`);
  return [HEADER, ...sections].join('\n');
}

export function writeResults(file: string, fresh: ResultSection[]): void {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, mergeSections(existing, fresh));
}
