import { installCommonPasswordCheck } from '#domain/contracts/password-policy';
import list from './common-passwords.json';

/**
 * The 10 000 most common passwords of at least 6 characters (lowercased), from the SecLists "10 million
 * password list" top 1M, CC BY-SA 3.0 (docs/decisions/0186-password-rules-owasp-asvs-2-1.md). Compared without regard to case:
 * 'Password1' is as guessable as 'password1'.
 */
const common = new Set<string>(list);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

installCommonPasswordCheck(isCommonPassword);
