import '#domain/messages/load/auth';
import { z } from 'zod';
import { lazyText, say } from '../messages/i18n';

export const PASSWORD_MIN = lazyText('auth:passwordTooShort');
export const COMMON_PASSWORD = lazyText('auth:passwordTooCommon');

/**
 * The list of common (breached) passwords is large, so only the server loads it
 * (server/features/auth/common-passwords.ts installs it at start); in the browser the check passes and the
 * server's 400 names the field. Every contract that takes a new password uses `passwordField`, so registration,
 * team members, administrators' user forms, password changes and resets all apply the one rule.
 */
let isCommonPassword: (password: string) => boolean = () => false;

export function installCommonPasswordCheck(check: (password: string) => boolean): void {
  isCommonPassword = check;
}

/** A new password typed twice: the refinement's check, message and field. */
export const passwordsMatch = {
  check: (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword,
  error: lazyText('auth:passwordsDontMatch'),
  path: ['confirmPassword'],
};

/** A new password (OWASP ASVS 2.1: at least 6 characters here, not a known common one, any characters). */
export const passwordField = z
  .string()
  .min(6, { error: PASSWORD_MIN })
  .max(200, say('auth:passwordTooLong'))
  .refine((v) => v.length < 6 || !isCommonPassword(v), { error: COMMON_PASSWORD });
