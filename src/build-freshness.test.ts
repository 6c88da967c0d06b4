import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_OUTPUTS, isBuildFresh } from '../scripts/build-freshness.mjs';

let root: string;

/** Writes a file at the given time (seconds since the epoch). */
function touch(file: string, at: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, at, at);
}

/** A project whose sources were last changed at `sourcesAt` and whose build was made at `builtAt`. */
function project(sourcesAt: number, builtAt: number | null) {
  root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
  touch('src/web/main.tsx', sourcesAt);
  for (const input of BUILD_INPUTS.filter((file) => file !== 'src')) touch(input, sourcesAt);
  utimesSync(path.join(root, 'src/web'), sourcesAt, sourcesAt);
  utimesSync(path.join(root, 'src'), sourcesAt, sourcesAt);
  if (builtAt === null) return;
  for (const output of BUILD_OUTPUTS) touch(output, builtAt);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when the build is older than the sources', () => {
  it('has nothing to start from on a fresh clone', () => {
    project(1_000, null);
    expect(isBuildFresh(root)).toBe(false);
  });

  it('starts a build made after the last change at once', () => {
    project(1_000, 2_000);
    expect(isBuildFresh(root)).toBe(true);
  });

  it('builds again after a source file changed', () => {
    project(1_000, 2_000);
    touch('src/web/main.tsx', 3_000);
    expect(isBuildFresh(root)).toBe(false);
  });

  it('builds again after the dependencies changed', () => {
    project(1_000, 2_000);
    touch('package-lock.json', 3_000);
    expect(isBuildFresh(root)).toBe(false);
  });

  it('builds again when a build stopped before its last output', () => {
    project(1_000, 2_000);
    rmSync(path.join(root, BUILD_OUTPUTS.at(-1)!), { recursive: true });
    expect(isBuildFresh(root)).toBe(false);
  });
});
