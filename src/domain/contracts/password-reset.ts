import '#domain/messages/load/auth';
import { z } from 'zod';
import { lazyText, say } from '../messages/i18n';
import { type Answer, noContent } from './answers';
import { passwordField } from './auth';
import { declareCall } from './declare';
import { passwordsMatch } from './password-policy';

/** What POST /api/password-reset answers, whatever happened (no account enumeration). */
export const PASSWORD_RESET_REQUESTED = lazyText('auth:reset.requested');

/** POST /api/password-reset: the account's e-mail address or its username. */
export const passwordResetRequestBody = z.object({
  emailOrUsername: z.string().trim().min(1, say('auth:reset.emailOrUsernameRequired')).max(254),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** The answer of POST /api/password-reset (202): always PASSWORD_RESET_REQUESTED. */
export const passwordResetRequestedAnswer = z.object({ message: z.string() });
export type PasswordResetRequested = Answer<typeof passwordResetRequestedAnswer>;

const newPasswordFields = z.object({ password: passwordField, confirmPassword: z.string() });

/** The reset page's form: new password and its confirmation (the token comes from the link). */
export const newPasswordForm = newPasswordFields.refine(passwordsMatch.check, {
  error: passwordsMatch.error,
  path: passwordsMatch.path,
});
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** POST /api/password-reset/confirm. */
export const passwordResetConfirmBody = newPasswordFields
  .extend({ token: z.string().trim().min(1, say('auth:reset.linkIncomplete')).max(200) })
  .refine(passwordsMatch.check, { error: passwordsMatch.error, path: passwordsMatch.path });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** 'Forgot password?' (docs/product.md#accounts-and-sign-in): both calls are public. */
export const passwordResetCalls = {
  request: declareCall({
    method: 'POST',
    path: '/api/password-reset',
    body: passwordResetRequestBody,
    answers: { 202: passwordResetRequestedAnswer },
  }),
  confirm: declareCall({
    method: 'POST',
    path: '/api/password-reset/confirm',
    body: passwordResetConfirmBody,
    answers: { 204: noContent },
  }),
};
