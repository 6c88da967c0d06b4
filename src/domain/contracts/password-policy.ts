import { z } from 'zod';

export const PASSWORD_MIN = 'Password must be at least 6 characters';
export const COMMON_PASSWORD = 'This password is too common. Choose another.';

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
  message: "Passwords don't match",
  path: ['confirmPassword'],
};

/** A new password (OWASP ASVS 2.1: at least 6 characters here, not a known common one, any characters). */
export const passwordField = z
  .string()
  .min(6, PASSWORD_MIN)
  .max(200, 'Password must be at most 200 characters')
  .refine((v) => v.length < 6 || !isCommonPassword(v), COMMON_PASSWORD);
