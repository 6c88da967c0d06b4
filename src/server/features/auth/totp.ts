import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { totpCode } from '#domain/contracts/account-security';

const PERIOD_S = 30;

function totp(secret: string, label = 'user', issuer = 'BuildLine') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans, and the same as a QR code (SVG data URL). */
export async function enrolmentOf(secret: string, username: string, issuer: string) {
  const otpauthUri = totp(secret, username, issuer).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step (unix seconds / 30) of a 6-digit code, accepting one step either side for clock drift; null
 * when it is not a valid code now. The caller refuses steps at or below the last one used (no replay).
 */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

// 32 characters without the look-alikes i, l, o and 0, so each random byte's low 5 bits pick one evenly.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz123456789';

/** Ten recovery codes of 10 characters (50 bits each), shown as 'abcde-fghjk'. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared without case, spaces or dashes; only this hash is stored. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/** A code of the authenticator app rather than a recovery code: the contract's 6 digits. */
export const looksLikeTotpCode = (code: string) => totpCode.safeParse(code).success;
