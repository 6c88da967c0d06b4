import { z } from 'zod';
import type { Answer } from './answers';
import { isTimeZone } from './calendar';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

export const SESSION_TIMEOUT_MIN = 'Timeout must be at least 5 minutes';
export const PASSWORD_EXPIRY_MIN = 'Must be at least 0 days (0 = never expires)';
/** Sessions last at most 30 days whatever the idle timeout (features/auth/sessions.ts). */
const MAX_TIMEOUT_MINUTES = 30 * 24 * 60;
const MAX_EXPIRY_DAYS = 3650;

/** The General tab (docs/product.md#settings-and-security). */
export const generalSettingsFields = {
  companyName: z
    .string()
    .trim()
    .min(2, 'Company name must be at least 2 characters')
    .max(200, 'Company name must be at most 200 characters'),
  /** Empty means none. */
  supportEmail: z
    .union(
      [z.literal(''), z.string().trim().email('Invalid email format').max(254, 'Invalid email format')],
      {
        error: 'Invalid email format',
      },
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  timezone: z
    .string({ error: 'Timezone is required' })
    .trim()
    .min(1, 'Timezone is required')
    .max(100, 'Choose a timezone from the list')
    .refine((v) => v === '' || isTimeZone(v), 'Choose a timezone from the list'),
};

/** The Security tab; its settings take effect (docs/product.md#settings-and-security). */
export const securitySettingsFields = {
  sessionTimeout: z
    .number({ error: SESSION_TIMEOUT_MIN })
    .int('Timeout must be a whole number of minutes')
    .min(5, SESSION_TIMEOUT_MIN)
    .max(MAX_TIMEOUT_MINUTES, `Timeout must be at most ${MAX_TIMEOUT_MINUTES} minutes (30 days)`),
  passwordExpiry: z
    .number({ error: PASSWORD_EXPIRY_MIN })
    .int('Must be a whole number of days')
    .min(0, PASSWORD_EXPIRY_MIN)
    .max(MAX_EXPIRY_DAYS, `Must be at most ${MAX_EXPIRY_DAYS} days`),
  twoFactorAuth: z.boolean({ error: 'Two-factor sign-in must be on or off' }),
};

/** PUT /api/admin/settings: every setting at once, as the page's forms hold them. */
export const settingsBody = z.object({ ...generalSettingsFields, ...securitySettingsFields });
export type SettingsBody = z.input<typeof settingsBody>;

/** GET and PUT /api/admin/settings answer the settings as stored. */
export const settingsAnswer = z.object({
  companyName: z.string(),
  supportEmail: z.string().nullable(),
  timezone: z.string(),
  sessionTimeout: z.number(),
  passwordExpiry: z.number(),
  twoFactorAuth: z.boolean(),
  version: recordVersion,
});
export type SettingsAnswer = Answer<typeof settingsAnswer>;

/** /admin/settings (system administrators). */
export const settingsCalls = {
  get: declareCall({ method: 'GET', path: '/api/admin/settings', answers: { 200: settingsAnswer } }),
  update: declareCall({
    method: 'PUT',
    path: '/api/admin/settings',
    body: settingsBody,
    answers: { 200: settingsAnswer },
  }),
};
