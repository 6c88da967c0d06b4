import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCallsModule } from '../../scripts/vite-browser-calls';

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

  // docs/decisions/0264-the-browser-gets-calls-without-their-schemas.md: what `#calls/<contract>` has (the calls
  // and the contract's literal constants) is imported from there, so a screen that uses no schema loads no zod.
  it('takes from #calls/ what it has, never from the contract with its schemas', () => {
    const browserNames = new Map<string, Set<string>>();
    const namesOf = (contract: string) => {
      if (!browserNames.has(contract)) {
        const file = `src/domain/contracts/${contract}.ts`;
        const module = browserCallsModule(readFileSync(file, 'utf8'), file);
        browserNames.set(contract, new Set([...module.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!)));
      }
      return browserNames.get(contract)!;
    };
    const found: string[] = [];
    for (const file of sourceFiles('src/web')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'#domain\/contracts\/([\w-]+)'/g)) {
        const names = (match[1] ?? '').split(',').map((name) => name.trim());
        const fromCalls = names.filter((name) => namesOf(match[2] ?? '').has(name));
        if (fromCalls.length > 0) found.push(`${file}: ${fromCalls.join(', ')} from #calls/${match[2]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
