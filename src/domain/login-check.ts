import '#domain/messages/load/auth';
import type { LoginBody } from './contracts/auth';
import { t } from './messages/i18n';

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
  if (values.username.length < 1) errors.username = t('auth:login.usernameRequired');
  else if (values.username.length > 64) errors.username = t('auth:login.usernameTooLong');
  if (values.password.length < 1) errors.password = t('auth:login.passwordRequired');
  else if (values.password.length > 200) errors.password = t('auth:passwordTooLong');
  return { values, errors };
}
