// Citations of the shop description and the decision records cannot rot: every
// `docs/shop/x.md#heading` or `docs/decisions/NNN…` the code names, and every relative link
// between the Markdown files, leads to a file and heading that exist. And nothing cites the
// description that lived outside the repository any more (issue 26).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const ownPath = relative(root, fileURLToPath(import.meta.url));

const CODE_FOLDERS = ['src', 'e2e', 'scripts', 'bench'];
const CODE = /\.(ts|tsx|mts|mjs|js|scss|css|html)$/;

function* filesUnder(dir: string, pattern: RegExp): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(name)) yield relative(root, path);
  }
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const codeFiles = [
  ...CODE_FOLDERS.flatMap((folder) => [...filesUnder(join(root, folder), CODE)]),
  ...readdirSync(root).filter((name) => /\.(ts|mts|mjs)$/.test(name)),
];
const markdownFiles = ['README.md', ...filesUnder(join(root, 'docs'), /\.md$/)];

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(path).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Why a citation of `target` (a path from the repository's root, maybe with #anchor) fails. */
function problem(target: string): string | null {
  const [path = '', anchor] = target.split('#');
  let file = path;
  const record = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (record) {
    const found = readdirSync(join(root, 'docs/decisions')).find((name) =>
      name.startsWith(`${record[1]}-`),
    );
    if (!found) return 'no such decision record';
    file = `docs/decisions/${found}`;
  }
  if (!existsSync(join(root, file))) return 'no such file';
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) return 'no such heading';
  return null;
}

const CITATION = /\bdocs\/(?:shop|decisions)\/[\w.-]*[\w-](?:#[\w-]+)?/g;

describe('citations of docs/ in the code', () => {
  // this file's own examples are not citations
  const citations = codeFiles
    .filter((file) => file !== ownPath)
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(CITATION)].map((match) => ({
            at: `${file}:${index + 1}`,
            target: match[0],
          })),
        ),
    );

  it('finds the citations', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('lead to a file and heading that exist', () => {
    const broken = citations
      .map(({ at, target }) => ({ at, target, problem: problem(target) }))
      .filter((citation) => citation.problem !== null)
      .map(({ at, target, problem }) => `${at} → ${target}: ${problem}`);
    expect(broken).toEqual([]);
  });

  it('never cite the description that lived outside the repository', () => {
    const outside = /\b[Ss]pec §|(?<![\w/.-])decisions\.md\b|\.\.\/shared\/|shop-spec\.md/;
    const offenders = [...codeFiles, ...markdownFiles]
      .filter((file) => file !== ownPath)
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) =>
            outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});

describe('links between the Markdown files', () => {
  it('lead to a file and heading that exist', () => {
    const broken = markdownFiles.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, link = '']) => {
        if (/^[a-z]+:/.test(link)) return [];
        const [path = '', anchor] = link.split('#');
        const target = path ? normalize(join(dirname(file), path)) : file;
        const why = problem(anchor ? `${target}#${anchor}` : target);
        return why ? [`${file} → ${link}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(headingSlug('Discount codes')).toBe('discount-codes');
    expect(headingSlug('Fixed since the earlier shop')).toBe('fixed-since-the-earlier-shop');
    expect(headingSlug('Stärkung & Kräuter: 2024')).toBe('stärkung--kräuter-2024');
  });
});
