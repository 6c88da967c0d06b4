import { describe, expect, it } from 'vitest';
import { loginBody } from './contracts/auth';
import './contracts/messages';
import { checkLogin } from './login-check';

/** What the contract says about the same input: its parsed values, or the first message of each field. */
function contractVerdict(input: { username: string; password: string }) {
  const parsed = loginBody.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { values: undefined, errors };
}

const usernames = [
  '',
  ' ',
  '   ',
  'a',
  ' owner ',
  'x'.repeat(64),
  ` ${'x'.repeat(64)} `,
  'x'.repeat(65),
  'ü',
];
const passwords = ['', ' ', 'p', 'demo1234', 'p'.repeat(200), 'p'.repeat(201), ' spaced '];

describe('checkLogin', () => {
  it('gives the contract’s messages and values for every combination', () => {
    for (const username of usernames) {
      for (const password of passwords) {
        const input = { username, password };
        const mine = checkLogin(input);
        const contract = contractVerdict(input);
        expect(mine.errors, JSON.stringify(input)).toEqual(contract.errors);
        if (contract.values) expect(mine.values).toEqual(contract.values);
      }
    }
  });
});
