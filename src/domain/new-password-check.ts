import '#domain/messages/load/auth';
import type { NewPasswordForm } from './contracts/password-reset';
import { t } from './messages/i18n';

export type NewPasswordFields = keyof NewPasswordForm;
export type NewPasswordErrors = Partial<Record<NewPasswordFields, string>>;

/**
 * The reset page's checks without zod, so that a visitor from a reset e-mail does not download the validation
 * library: the same rules and sentences as `newPasswordForm` in contracts/password-reset.ts
 * (new-password-check.test.ts holds them to it). Whether the password is a common one only the server knows
 * (the list stays on the server, contracts/password-policy.ts); its 400 names the field.
 */
export function checkNewPassword(input: NewPasswordForm): {
  values: NewPasswordForm;
  errors: NewPasswordErrors;
} {
  const errors: NewPasswordErrors = {};
  if (input.password.length < 6) errors.password = t('auth:passwordTooShort');
  else if (input.password.length > 200) errors.password = t('auth:passwordTooLong');
  if (input.password !== input.confirmPassword) errors.confirmPassword = t('auth:passwordsDontMatch');
  return { values: input, errors };
}
