import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CallDeclaration } from '#domain/contracts/declare';
import { browserCallsModule, browserDeclarationKeys } from './vite-browser-calls';

const CONTRACTS = 'src/domain/contracts';
const contractFiles = readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** The generated module's exports, read back: each is written as `export const name = <JSON>;`. */
function exportsOf(module: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [, name, json] of module.matchAll(/^export const (\w+) = (.*);$/gm)) {
    out[name!] = JSON.parse(json!);
  }
  return out;
}

const isDeclaration = (value: unknown): value is CallDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answers' in value;

describe('#calls/: the call declarations the browser gets', () => {
  it('keeps a declaration’s browser keys, the literal constants and the imports for effect, and nothing else', () => {
    const module = browserCallsModule(`
      import '#domain/messages/load/things';
      import { z } from 'zod';
      import { declareCall } from './declare';
      export const THING_PAGE_SIZE = 25;
      export const thingSorts = ['name', 'newest'] as const;
      const pattern = /x/;
      export const thingBody = z.object({ name: z.string() });
      export const thingCalls = {
        list: declareCall({ method: 'GET', path: '/api/things', query: thingBody, answers: { 200: thingBody }, paged: true }),
        remove: declareCall({
          method: 'DELETE',
          path: '/api/things/:id',
          answers: { 204: thingBody },
          permission: 'manageThings',
          live: ['thing'] as const,
        }),
      };
    `);
    expect(module).toContain(`import "#domain/messages/load/things";`);
    expect(module).not.toMatch(/zod|thingBody|pattern/);
    expect(exportsOf(module)).toEqual({
      THING_PAGE_SIZE: 25,
      thingSorts: ['name', 'newest'],
      thingCalls: {
        list: { method: 'GET', path: '/api/things', paged: true },
        remove: { method: 'DELETE', path: '/api/things/:id', permission: 'manageThings', live: ['thing'] },
      },
    });
  });

  it('refuses a declaration whose browser part is not written out, rather than guess', () => {
    const computed = `const base = '/api/x'; export const xCalls = { get: declareCall({ method: 'GET', path: base, answers: {} }) };`;
    expect(() => browserCallsModule(computed)).toThrow(/must be written as a literal/);
    const spread = `export const xCalls = { ...otherCalls };`;
    expect(() => browserCallsModule(spread)).toThrow(/name: declareCall/);
  });

  // Every contract, read both ways: the browser's method, path, paging, permission and live notices are exactly the
  // server's (the declarations as the server imports them).
  for (const file of contractFiles) {
    it(`gives the browser the same calls as the server: ${file}`, async () => {
      const module = browserCallsModule(readFileSync(path.join(CONTRACTS, file), 'utf8'), file);
      const browser = exportsOf(module);
      const server = (await import(`#domain/contracts/${file.slice(0, -3)}`)) as Record<string, unknown>;
      for (const [name, group] of Object.entries(server)) {
        if (!name.endsWith('Calls')) continue;
        const expected = Object.fromEntries(
          Object.entries(group as Record<string, unknown>)
            .filter(([, declaration]) => isDeclaration(declaration))
            .map(([call, declaration]) => [
              call,
              Object.fromEntries(
                browserDeclarationKeys
                  .filter((key) => (declaration as CallDeclaration)[key] !== undefined)
                  .map((key) => [key, (declaration as CallDeclaration)[key]]),
              ),
            ]),
        );
        expect(browser[name], name).toEqual(expected);
      }
    });
  }
});
