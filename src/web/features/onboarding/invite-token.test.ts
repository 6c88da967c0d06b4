import { describe, expect, it } from 'vitest';
import { parseInviteToken } from './invite-token';

describe('parseInviteToken', () => {
  it('takes the invite parameter of a full link', () => {
    expect(parseInviteToken('https://app.example.com/auth?invite=abc123')).toBe('abc123');
    expect(parseInviteToken('  http://127.0.0.1:5055/auth?tab=x&invite=t-1_Z  ')).toBe('t-1_Z');
  });

  it('takes the invite parameter of a relative link', () => {
    expect(parseInviteToken('/auth?invite=xyz')).toBe('xyz');
    expect(parseInviteToken('?invite=xyz')).toBe('xyz');
  });

  it('accepts a bare token', () => {
    expect(parseInviteToken(' Zx9_-abc ')).toBe('Zx9_-abc');
  });

  it('gives nothing for empty input or a link without a token', () => {
    expect(parseInviteToken('   ')).toBe('');
    expect(parseInviteToken('https://app.example.com/auth')).toBe('');
  });
});
