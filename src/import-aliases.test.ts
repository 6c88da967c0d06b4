import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: an import that leaves its area (src/domain, src/server, src/web), or climbs three folders
// or more, uses the area's alias (#domain/..., #server/..., #web/...). Paths like '../../../domain/x' break
// whenever a file moves and say nothing about where they lead.
const AREAS = ['src/domain', 'src/server', 'src/web'];
const SPECIFIER = /(?:from\s*|import\s*\(\s*|vi\.mock\(\s*|import\s+)(['"])(\.\.?\/[^'"]*)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const areaOf = (file: string) => AREAS.find((a) => file === a || file.startsWith(`${a}/`));

/** Relative imports of `file` that should use an alias, as 'file: specifier'. */
function misplacedImports(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2] ?? '';
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const targetArea = areaOf(target);
    if (!targetArea) continue;
    const climbs = specifier.split('../').length - 1;
    if (climbs >= 3 || targetArea !== areaOf(file)) found.push(`${file}: ${specifier}`);
  }
  return found;
}

describe('import aliases', () => {
  it('finds a climbing or area-leaving import (the rule itself)', () => {
    expect(
      misplacedImports('src/server/features/chat/x.ts', "import { a } from '../../../domain/y';"),
    ).toHaveLength(1);
    expect(misplacedImports('e2e/x.spec.ts', "import { a } from '../src/domain/y';")).toHaveLength(1);
    expect(misplacedImports('src/web/lib/x.ts', "import { a } from '../../domain/y';")).toHaveLength(1);
    expect(misplacedImports('src/server/features/chat/x.ts', "import { a } from '../../db/y';")).toEqual([]);
  });

  it('holds for every source file', () => {
    // This file is left out: its examples above are the imports it refuses.
    const files = ['src', 'e2e', 'bench', 'scripts']
      .flatMap(sourceFiles)
      .filter((file) => file !== 'src/import-aliases.test.ts');
    expect(files.length).toBeGreaterThan(400);
    const misplaced = files.flatMap((file) => misplacedImports(file, readFileSync(file, 'utf8')));
    expect(misplaced).toEqual([]);
  });
});
