import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/**
 * scrypt with OWASP parameters (N=2^17, r=8, p=1) by default; `costLog2` is a setting so tests can hash cheaply.
 * Stored as `scrypt$N$r$p$salt$hash`, so a hash made with another cost still verifies.
 */
export async function hashPassword(password: string, costLog2 = 17): Promise<string> {
  const N = 2 ** costLog2;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 160 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const N = Number(n);
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 160 * N * Number(r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
