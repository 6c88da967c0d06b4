import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTar, type TarFileInput } from 'nanotar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unpackSnapshot } from './unpack-snapshot';

let dir: string;
let pgdata: string;
const snapshot = () => path.join(dir, 'snapshot.tar.gz');
const write = (entries: TarFileInput[]) => fs.writeFileSync(snapshot(), gzipSync(createTar(entries)));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unpack-snapshot-'));
  pgdata = path.join(dir, 'pgdata');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('unpacking the empty database a first start begins with', () => {
  it('writes every file under pgdata with its mode, from entries named from the root as PGlite names them', () => {
    write([
      { name: '/base/', attrs: { mode: '0000750' } },
      { name: '/base/5/', attrs: { mode: '0000700' } },
      { name: '/base/5/1249', data: new Uint8Array([1, 2, 3]), attrs: { mode: '0000600' } },
      { name: '/PG_VERSION', data: '17\n', attrs: { mode: '0000600' } },
      { name: '/global/pg_control', data: 'control', attrs: { mode: '0000600' } },
    ]);
    unpackSnapshot(snapshot(), pgdata);
    expect(fs.readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect([...fs.readFileSync(path.join(pgdata, 'base/5/1249'))]).toEqual([1, 2, 3]);
    expect(fs.readFileSync(path.join(pgdata, 'global/pg_control'), 'utf8')).toBe('control');
    expect(fs.statSync(path.join(pgdata, 'base/5/1249')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(pgdata, 'base/5')).mode & 0o777).toBe(0o700);
    // Unpacked beside pgdata and renamed into place: nothing is left beside it.
    expect(fs.readdirSync(dir).sort()).toEqual(['pgdata', 'snapshot.tar.gz']);
  });

  it('leaves a directory that already holds a database as it is', () => {
    fs.mkdirSync(pgdata);
    fs.writeFileSync(path.join(pgdata, 'PG_VERSION'), 'kept');
    write([{ name: '/PG_VERSION', data: 'new' }]);
    unpackSnapshot(snapshot(), pgdata);
    expect(fs.readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8')).toBe('kept');
  });

  it('keeps an entry named to leave the directory inside it, and refuses a link', () => {
    write([
      { name: '/PG_VERSION', data: '17\n' },
      { name: '../../escaped', data: 'x' },
    ]);
    unpackSnapshot(snapshot(), pgdata);
    expect(fs.existsSync(path.join(dir, 'escaped'))).toBe(false);
    expect(fs.readFileSync(path.join(pgdata, 'escaped'), 'utf8')).toBe('x');

    fs.rmSync(pgdata, { recursive: true });
    const tar = createTar([
      { name: 'PG_VERSION', data: '17\n' },
      { name: 'link', data: '' },
    ]);
    // The second entry (its header after the first's header and data block) made a symbolic link: type flag '2'
    // at offset 156 of its header. Its checksum is left as it was; nanotar does not check it.
    tar[512 * 2 + 156] = '2'.charCodeAt(0);
    fs.writeFileSync(snapshot(), gzipSync(tar));
    expect(() => unpackSnapshot(snapshot(), pgdata)).toThrow(/Damaged database snapshot .*symbolicLink/);
    expect(fs.existsSync(pgdata)).toBe(false);
  });

  it('refuses an archive without PG_VERSION, and a file that is not gzip', () => {
    write([{ name: '/base/5/1249', data: 'x' }]);
    expect(() => unpackSnapshot(snapshot(), pgdata)).toThrow(/Damaged database snapshot .*no PG_VERSION/);
    fs.writeFileSync(snapshot(), 'not an archive');
    expect(() => unpackSnapshot(snapshot(), pgdata)).toThrow(/Damaged database snapshot/);
    expect(fs.existsSync(pgdata)).toBe(false);
  });
});
