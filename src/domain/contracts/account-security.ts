import '#domain/messages/load/account';
import { z } from 'zod';
import { lazyText, say, text } from '../messages/i18n';
import { type Answer, noContent, okAnswer } from './answers';
import { loginBody, publicUser, registerBody } from './auth';
import { declareCall } from './declare';
import { passwordField, passwordsMatch } from './password-policy';

/**
 * What a session may do before the user has done a required step: change the password (expired, or reset by an
 * administrator), or set up two-factor sign-in (required by the settings). Null: nothing is pending.
 */
export const sessionRestrictions = ['change_password', 'enrol_two_factor'] as const;
export type SessionRestriction = (typeof sessionRestrictions)[number];

/** The 403 of a restricted session, by restriction: each read looks its text up. */
export const RESTRICTION_MESSAGES: Record<SessionRestriction, string> = {
  get change_password() {
    return text('account:restrictions.change_password');
  },
  get enrol_two_factor() {
    return text('account:restrictions.enrol_two_factor');
  },
};

/** A 6-digit code from the authenticator app (spaces allowed, as apps show '123 456'). */
export const totpCode = z
  .string({ error: lazyText('account:twoFactor.enterAppCode') })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, say('account:twoFactor.enterAppCode')));

/**
 * The company a system administrator opened in this session, for the shell's banner. Declared here, not with the
 * administrators' calls: the first page reads the signed-in user and should not download those (decision 0256).
 */
export const actingCompanyAnswer = z.object({ id: z.number(), name: z.string() });
export type ActingCompany = Answer<typeof actingCompanyAnswer>;

/** The signed-in user as GET /api/user and the sign-in calls answer it: with what the session still needs. */
export const currentUser = publicUser.extend({
  restriction: z.enum(sessionRestrictions).nullable(),
  twoFactorEnabled: z.boolean(),
  /** The company a system administrator opened in this session (its id and name for the banner), else null. */
  actingCompany: actingCompanyAnswer.nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** The 401 of a second step that came too late (or twice): the browser goes back to the password. */
export const SIGN_IN_EXPIRED = lazyText('account:twoFactor.signInExpired');

/** POST /api/login answers 202 with this when the password was right and a second factor is needed. */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  /** Valid 5 minutes; sent back with the code. */
  signInToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** POST /api/login/two-factor: the challenge's token and a code, or one of the recovery codes. */
export const twoFactorSignInBody = z.object({
  signInToken: z.string().trim().min(1, { error: SIGN_IN_EXPIRED }).max(200),
  code: z
    .string({ error: lazyText('account:twoFactor.enterCode') })
    .trim()
    .min(1, say('account:twoFactor.enterCode'))
    .max(40, say('account:twoFactor.codeOrRecovery')),
});
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBody>;

/** GET /api/user/two-factor. */
export const twoFactorStatusAnswer = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number(),
  /** Whether the settings require it of everyone (then it cannot be turned off). */
  required: z.boolean(),
});
export type TwoFactorStatus = Answer<typeof twoFactorStatusAnswer>;

/** POST /api/user/two-factor/setup: a new secret to scan, kept until it is confirmed with a code. */
export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (an SVG data URL). */
  qrCode: z.string(),
});
export type TwoFactorSetup = Answer<typeof twoFactorSetupAnswer>;

/** POST /api/user/two-factor/confirm. */
export const twoFactorConfirmBody = z.object({ code: totpCode });
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBody>;

/** The recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = Answer<typeof recoveryCodesAnswer>;

/** POST /api/user/two-factor/disable: a current code or the password proves it is the user. */
export const twoFactorDisableBody = z
  .object({
    code: z.string().trim().max(40).optional(),
    password: z.string().max(200).optional(),
  })
  .refine((v) => Boolean(v.code) || Boolean(v.password), {
    error: lazyText('account:twoFactor.codeOrPassword'),
    path: ['code'],
  });
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

/** POST /api/user/password: the user's own password change. */
export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: lazyText('account:password.currentRequired') })
      .min(1, say('account:password.currentRequired'))
      .max(200),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch.check, { error: passwordsMatch.error, path: passwordsMatch.path })
  .refine((v) => v.password !== v.currentPassword, {
    error: lazyText('account:password.mustDiffer'),
    path: ['password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * Signing in and out, and the signed-in user (docs/product.md#accounts-and-sign-in). Declared here rather than in
 * auth.ts because their answer, currentUser, is defined here and this file already imports auth.ts.
 */
export const authCalls = {
  user: declareCall({ method: 'GET', path: '/api/user', answers: { 200: currentUser } }),
  login: declareCall({
    method: 'POST',
    path: '/api/login',
    body: loginBody,
    answers: { 200: currentUser, 202: twoFactorChallenge },
  }),
  twoFactorSignIn: declareCall({
    method: 'POST',
    path: '/api/login/two-factor',
    body: twoFactorSignInBody,
    answers: { 200: currentUser },
  }),
  register: declareCall({
    method: 'POST',
    path: '/api/register',
    body: registerBody,
    answers: { 201: currentUser },
  }),
  logout: declareCall({ method: 'POST', path: '/api/logout', answers: { 200: okAnswer } }),
};

/** The signed-in user's own password and second factor (profile page), and the administrators' reset. */
export const accountSecurityCalls = {
  changePassword: declareCall({
    method: 'POST',
    path: '/api/user/password',
    body: changePasswordBody,
    answers: { 200: currentUser },
  }),
  twoFactorStatus: declareCall({
    method: 'GET',
    path: '/api/user/two-factor',
    answers: { 200: twoFactorStatusAnswer },
  }),
  startTwoFactor: declareCall({
    method: 'POST',
    path: '/api/user/two-factor/setup',
    answers: { 200: twoFactorSetupAnswer },
  }),
  confirmTwoFactor: declareCall({
    method: 'POST',
    path: '/api/user/two-factor/confirm',
    body: twoFactorConfirmBody,
    answers: { 200: recoveryCodesAnswer },
  }),
  disableTwoFactor: declareCall({
    method: 'POST',
    path: '/api/user/two-factor/disable',
    body: twoFactorDisableBody,
    answers: { 204: noContent },
  }),
  /** System administrators only. */
  resetTwoFactor: declareCall({
    method: 'POST',
    path: '/api/admin/users/:id/two-factor/reset',
    answers: { 204: noContent },
  }),
};
