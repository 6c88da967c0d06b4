import type { SessionRestriction } from '#domain/contracts/account-security';
import type { Settings } from '../settings/settings.service';
import type { UserRow } from './users.queries';

const DAY_MS = 86_400_000;

/** Whether the password is older than the password expiry setting allows (0 days: never expires). */
export function passwordExpired(user: Pick<UserRow, 'passwordChangedAt'>, settings: Settings, now: Date) {
  return (
    settings.passwordExpiry > 0 &&
    now.getTime() - user.passwordChangedAt.getTime() > settings.passwordExpiry * DAY_MS
  );
}

/**
 * What a new session of this user is limited to: changing the password first (reset by an administrator, or
 * expired), else setting up two-factor sign-in when the settings require it of everyone; null when nothing is
 * pending. Decided at sign-in and stored on the session, so a setting turned on later applies from the next
 * sign-in, and every instance enforces the same thing.
 */
export function restrictionFor(
  user: Pick<UserRow, 'mustChangePassword' | 'passwordChangedAt' | 'totpSecret'>,
  settings: Settings,
  now: Date,
): SessionRestriction | null {
  if (user.mustChangePassword || passwordExpired(user, settings, now)) return 'change_password';
  if (settings.twoFactorAuth && !user.totpSecret) return 'enrol_two_factor';
  return null;
}

/** The calls a restricted session may make besides the public ones: the user, sign-out and the step itself. */
const ALLOWED: Record<SessionRestriction, ReadonlySet<string>> = {
  change_password: new Set(['GET /api/user', 'POST /api/logout', 'POST /api/user/password']),
  enrol_two_factor: new Set([
    'GET /api/user',
    'POST /api/logout',
    'POST /api/user/password',
    'GET /api/user/two-factor',
    'POST /api/user/two-factor/setup',
    'POST /api/user/two-factor/confirm',
  ]),
};

/** Whether a restricted session may call this route (method and route pattern). */
export function allowedWhileRestricted(restriction: SessionRestriction, method: string, route: string) {
  return ALLOWED[restriction].has(`${method} ${route}`);
}
