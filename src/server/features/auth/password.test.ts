import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one; salts differ', async () => {
    const a = await hashPassword('correct horse', 10);
    const b = await hashPassword('correct horse', 10);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('uses the OWASP cost (N = 2^17) by default', async () => {
    const hash = await hashPassword('pw');
    expect(hash.split('$')[1]).toBe(String(2 ** 17));
    expect(await verifyPassword('pw', hash)).toBe(true);
  });
});
