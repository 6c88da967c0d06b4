import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The reasons live in the repository (docs/architecture.md, docs/decisions/): a path or an anchor that a document
// or a comment quotes must lead somewhere, or the reason is lost the day a file moves.

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

const anchorsOf = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => headingAnchor(line.replace(/^#+ /, ''))),
  );

/** Why `target` (a repository path, with an optional #anchor) leads nowhere, or null when it exists. */
function brokenTarget(target: string): string | null {
  const [file = '', anchor] = target.split('#');
  if (!existsSync(file)) return 'no such file';
  if (anchor === undefined) return null;
  const page = statSync(file).isDirectory() ? path.join(file, 'README.md') : file;
  return anchorsOf(page).has(anchor) ? null : `no heading #${anchor}`;
}

const markdown = ['README.md', ...filesUnder('docs', /\.md$/), ...filesUnder('bench/reports', /\.md$/)];
const sources = ['src', 'e2e', 'bench', 'scripts'].flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs|sh)$/));
// Paths quoted as text, in documents and in comments: 'docs/...', and in documents also `src/...` and the like.
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./#-]*[\w/-]/g;
const CODE_PATH = /`((?:src|e2e|bench|scripts|docs)\/[\w./-]+)`/g;
const LINK = /\]\(([^)\s]+)\)/g;

describe('documentation paths and anchors', () => {
  it('knows a broken target when it sees one (the check itself)', () => {
    expect(brokenTarget('docs/architecture.md')).toBeNull();
    expect(brokenTarget('docs/no-such-page.md')).toBe('no such file');
    expect(brokenTarget('docs/decisions/README.md#no-such-area')).toBe('no heading #no-such-area');
    expect(headingAnchor("The project's budget figure")).toBe('the-projects-budget-figure');
  });

  it('every link, path and anchor quoted in the documents and comments exists', () => {
    const broken: string[] = [];
    const check = (from: string, target: string) => {
      const why = brokenTarget(target);
      if (why) broken.push(`${from}: ${target} (${why})`);
    };
    for (const file of markdown) {
      const text = readFileSync(file, 'utf8');
      for (const [, link = ''] of text.matchAll(LINK)) {
        if (/^[a-z]+:/.test(link)) continue;
        const [linked = '', anchor] = link.split('#');
        const resolved = linked === '' ? file : path.join(path.dirname(file), linked);
        check(file, anchor === undefined ? resolved : `${resolved}#${anchor}`);
      }
      for (const [, quoted = ''] of text.matchAll(CODE_PATH)) check(file, quoted.replace(/\/$/, ''));
      for (const [quoted] of text.matchAll(DOCS_PATH)) check(file, quoted);
    }
    for (const file of sources) {
      if (file === 'src/docs-links.test.ts') continue;
      for (const [quoted] of readFileSync(file, 'utf8').matchAll(DOCS_PATH)) check(file, quoted);
    }
    expect(broken).toEqual([]);
  });
});
