import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md, "Calls: each declared once": the browser derives every call, key and address from the
// declarations in src/domain/contracts, so no code of src/web writes an API path itself. Comments may name paths;
// tests may check the addresses the declarations give.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments: block comments, and line comments that follow code or start a line. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Each string or template literal that starts an API path, as 'file:line: text'. */
function writtenApiPaths(file: string, text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  for (const match of code.matchAll(/(['"`])\/api\//g)) {
    const line = code.slice(0, match.index).split('\n').length;
    found.push(`${file}:${line}: ${code.slice(match.index, match.index + 40).split('\n')[0]}`);
  }
  return found;
}

describe('declared calls in the browser', () => {
  it('finds a path written in code, not one named in a comment (the rule itself)', () => {
    expect(writtenApiPaths('x.ts', "const key = ['/api/projects', id];")).toHaveLength(1);
    expect(writtenApiPaths('x.ts', 'fetch(`/api/projects/` + id);')).toHaveLength(1);
    expect(writtenApiPaths('x.ts', '/** GET /api/projects/{id}: one project. */\n// see /api/x')).toEqual([]);
  });

  it('has no API path written by hand in src/web', () => {
    const found = sourceFiles('src/web').flatMap((file) => writtenApiPaths(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
