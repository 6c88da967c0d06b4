/**
 * Reads the token from what a user pastes: a full invitation link (…/auth?invite=TOKEN), a relative one, or
 * the bare token. Returns '' when nothing usable is there.
 */
export function parseInviteToken(input: string): string {
  const text = input.trim();
  if (!text) return '';
  if (text.includes('invite=')) {
    try {
      const url = new URL(text, 'http://invitation.local');
      const token = url.searchParams.get('invite');
      if (token) return token.trim();
    } catch {
      // Not a URL after all; fall through to the bare-token reading.
    }
  }
  return /^https?:\/\//i.test(text) ? '' : text;
}
