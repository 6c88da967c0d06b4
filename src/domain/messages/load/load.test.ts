import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { baseNamespaces } from '../i18n';

// Decision 0256: the browser starts with the base namespaces only; an area's namespace is added by importing
// '#domain/messages/load/<area>'. So every module of the browser's code (src/web, src/domain) that names a key of an
// area ('vendors:title', `invoices:sending`) imports that area's module itself: its texts are then in the catalog
// before any lookup of the module runs, even one at its start, whichever screen loaded it. The server loads the
// whole catalog (../all.ts).

const base = new Set<string>(baseNamespaces);
const areas = Object.keys(en).filter((namespace) => !base.has(namespace));
const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const KEY = new RegExp(`['"\`](${areas.join('|')}):`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === 'src/domain/messages' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The areas whose keys `text` names without importing their namespace, comments left aside. */
function areasNamedWithoutImport(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
  const named = new Set([...code.matchAll(KEY)].map((match) => match[1] ?? ''));
  return [...named].filter((area) => !text.includes(`import '#domain/messages/load/${fileOf(area)}';`));
}

describe('namespaces loaded with the code that reads them', () => {
  it('has a load module for every area', () => {
    const modules = readdirSync('src/domain/messages/load').filter((file) => !file.includes('.test.'));
    expect(modules.sort()).toEqual(areas.map((area) => `${fileOf(area)}.ts`).sort());
  });

  it('finds a key named without its namespace (the rule itself)', () => {
    expect(areasNamedWithoutImport("t('vendors:title')")).toEqual(['vendors']);
    expect(areasNamedWithoutImport("// t('vendors:title')\nt('common:save')")).toEqual([]);
    expect(
      areasNamedWithoutImport("import '#domain/messages/load/customer-messages';\nt('customerMessages:x')"),
    ).toEqual([]);
  });

  it('holds for every module the browser may run', () => {
    const files = ['src/web', 'src/domain'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    const missing = files.flatMap((file) =>
      areasNamedWithoutImport(readFileSync(file, 'utf8')).map(
        (area) => `${file}: import '#domain/messages/load/${fileOf(area)}'`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
