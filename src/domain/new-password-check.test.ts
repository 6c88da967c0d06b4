import { describe, expect, it } from 'vitest';
import { contractVerdict } from './contract-verdict';
import { newPasswordForm } from './contracts/password-reset';
import './contracts/messages';
import { checkNewPassword } from './new-password-check';

const passwords = ['', ' ', 'short', 'sixsix', ' spaced ', 'p'.repeat(200), 'p'.repeat(201), 'pässwörd'];

describe('checkNewPassword', () => {
  it('gives the contract’s messages and values for every pair', () => {
    for (const password of passwords) {
      for (const confirmPassword of [...passwords, `${password}x`]) {
        const input = { password, confirmPassword };
        const mine = checkNewPassword(input);
        const contract = contractVerdict(newPasswordForm, input);
        expect(mine.errors, JSON.stringify(input)).toEqual(contract.errors);
        if (contract.values) expect(mine.values).toEqual(contract.values);
      }
    }
  });
});
