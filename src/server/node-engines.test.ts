import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises Node.js 20.19+. A dependency that declares a newer Node makes `npm install` warn
// (EBADENGINE), and a newcomer cannot tell a harmless warning from a real one. So every package in the lockfile
// that excludes Node 20.19 is either replaced by a version that does not, or listed here with the reason it is
// kept; the README's "Node.js versions" paragraph names the same packages.
const KEPT_DESPITE_ENGINES: Record<string, string> = {
  // Fastify's own (light-my-request, @fastify/cookie) since their last patch releases: the versions before would
  // mean pinning the framework back. They use nothing Node 20.19 lacks; the whole suite runs on Node 20.
  cookie: '2',
  // @fastify/static's since 10.1.4; the same reasoning, and the static server is not one to hold back.
  'content-disposition': '3',
  // The message catalog's (decision 0250) since i18next 27: the releases before declare a peer range that leaves
  // out the TypeScript 7 we build with. Plain JavaScript, for browsers as much as Node; the whole suite runs it on
  // Node 20.
  i18next: '27',
};

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** Installed packages whose declared Node range leaves out the oldest Node the README supports. */
function packagesExcluding(oldestNode: string): { name: string; version: string; node: string }[] {
  const found = new Map<string, { name: string; version: string; node: string }>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const node = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    if (!path || !node || !entry.version) continue;
    if (semver.satisfies(oldestNode, node)) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.set(`${name}@${entry.version}`, { name, version: entry.version, node });
  }
  return [...found.values()];
}

describe('Node versions the dependencies accept', () => {
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('reads the oldest supported Node from package.json', () => {
    expect(oldest).toBe('20.19.0');
  });

  it('has no dependency that excludes it, apart from the ones kept with a reason', () => {
    const unexplained = packagesExcluding(oldest).filter(
      (p) => KEPT_DESPITE_ENGINES[p.name] !== String(semver.major(p.version)),
    );
    expect(unexplained).toEqual([]);
  });

  it('keeps the README naming the kept ones', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const [name, major] of Object.entries(KEPT_DESPITE_ENGINES))
      expect(readme).toContain(`${name}@${major}`);
  });
});
