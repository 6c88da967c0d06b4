import '#domain/messages/load/admin';
import { z } from 'zod';
import { lazyText, say } from '../messages/i18n';
import type { Answer } from './answers';
import { isTimeZone } from './calendar';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

export const SESSION_TIMEOUT_MIN = lazyText('admin:settings.validation.sessionTimeoutMin');
export const PASSWORD_EXPIRY_MIN = lazyText('admin:settings.validation.passwordExpiryMin');
/** Sessions last at most 30 days whatever the idle timeout (features/auth/sessions.ts). */
const MAX_TIMEOUT_MINUTES = 30 * 24 * 60;
const MAX_EXPIRY_DAYS = 3650;

/** The General tab (docs/product.md#settings-and-security). */
export const generalSettingsFields = {
  companyName: z
    .string()
    .trim()
    .min(2, say('admin:settings.validation.companyNameMin'))
    .max(200, say('admin:settings.validation.companyNameMax')),
  /** Empty means none. */
  supportEmail: z
    .union(
      [
        z.literal(''),
        z.string().trim().email(say('validation:invalidEmail')).max(254, say('validation:invalidEmail')),
      ],
      {
        error: lazyText('validation:invalidEmail'),
      },
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  timezone: z
    .string({ error: lazyText('admin:settings.validation.timezoneRequired') })
    .trim()
    .min(1, say('admin:settings.validation.timezoneRequired'))
    .max(100, say('admin:settings.validation.timezoneChoose'))
    .refine((v) => v === '' || isTimeZone(v), say('admin:settings.validation.timezoneChoose')),
};

/** The Security tab; its settings take effect (docs/product.md#settings-and-security). */
export const securitySettingsFields = {
  sessionTimeout: z
    .number({ error: SESSION_TIMEOUT_MIN })
    .int(say('admin:settings.validation.timeoutWhole'))
    .min(5, { error: SESSION_TIMEOUT_MIN })
    .max(MAX_TIMEOUT_MINUTES, say('admin:settings.validation.timeoutMax', { max: MAX_TIMEOUT_MINUTES })),
  passwordExpiry: z
    .number({ error: PASSWORD_EXPIRY_MIN })
    .int(say('admin:settings.validation.expiryWhole'))
    .min(0, { error: PASSWORD_EXPIRY_MIN })
    .max(MAX_EXPIRY_DAYS, say('admin:settings.validation.expiryMax', { max: MAX_EXPIRY_DAYS })),
  twoFactorAuth: z.boolean({ error: lazyText('admin:settings.validation.twoFactorOnOff') }),
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
