import { describe, expect, it } from 'vitest';
import { newPasswordForm } from './contracts/password-reset';
import './contracts/messages';
import { checkNewPassword } from './new-password-check';

/** What the contract says about the same input: its parsed values, or the first message of each field. */
function contractVerdict(input: { password: string; confirmPassword: string }) {
  const parsed = newPasswordForm.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { values: undefined, errors };
}

const passwords = ['', ' ', 'short', 'sixsix', ' spaced ', 'p'.repeat(200), 'p'.repeat(201), 'pässwörd'];

describe('checkNewPassword', () => {
  it('gives the contract’s messages and values for every pair', () => {
    for (const password of passwords) {
      for (const confirmPassword of [...passwords, `${password}x`]) {
        const input = { password, confirmPassword };
        const mine = checkNewPassword(input);
        const contract = contractVerdict(input);
        expect(mine.errors, JSON.stringify(input)).toEqual(contract.errors);
        if (contract.values) expect(mine.values).toEqual(contract.values);
      }
    }
  });
});
