import type { LoginBody } from './contracts/auth';

export type LoginFields = keyof LoginBody;
export type LoginErrors = Partial<Record<LoginFields, string>>;

/**
 * The sign-in form's checks without zod, so that the sign-in page does not download the validation library:
 * the same rules and sentences as `loginBody` in contracts/auth.ts (login-check.test.ts holds them to it).
 * `values` is what the form sends: the username trimmed, as the contract's parse gives it.
 */
export function checkLogin(input: LoginBody): { values: LoginBody; errors: LoginErrors } {
  const values = { username: input.username.trim(), password: input.password };
  const errors: LoginErrors = {};
  if (values.username.length < 1) errors.username = 'Username is required';
  else if (values.username.length > 64) errors.username = 'Username must be at most 64 characters';
  if (values.password.length < 1) errors.password = 'Password is required';
  else if (values.password.length > 200) errors.password = 'Password must be at most 200 characters';
  return { values, errors };
}
