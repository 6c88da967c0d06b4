import { describe, expect, it } from 'vitest';
import { contractVerdict } from './contract-verdict';
import { loginBody } from './contracts/auth';
import './contracts/messages';
import { checkLogin } from './login-check';

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
        const contract = contractVerdict(loginBody, input);
        expect(mine.errors, JSON.stringify(input)).toEqual(contract.errors);
        if (contract.values) expect(mine.values).toEqual(contract.values);
      }
    }
  });
});
