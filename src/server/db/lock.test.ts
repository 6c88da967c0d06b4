import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first runs, and frees on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // Our own pid would be taken for a re-entry; pretend a live other process (pid 1) holds it.
    fs.writeFileSync(path.join(dir, 'server.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another running server \(pid 1\)/);
    fs.rmSync(path.join(dir, 'server.lock'));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over the lock of a process that died', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(path.join(dir, 'server.lock'), dead);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
