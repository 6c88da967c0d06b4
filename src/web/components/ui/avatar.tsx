import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';

type Person = { firstName?: string | null; lastName?: string | null; username?: string | null };

/** First letters of first and last name; else the first letter of the username; else U. */
export function initialsOf(person: Person): string {
  const first = person.firstName?.trim().charAt(0) ?? '';
  const last = person.lastName?.trim().charAt(0) ?? '';
  if (first && last) return `${first}${last}`.toUpperCase();
  const username = person.username?.trim().charAt(0);
  if (username) return username.toUpperCase();
  return 'U';
}

/** Who made a record whose author's account was deleted (the record stays; its author reference is cleared). */
export const FORMER_MEMBER = t('common:formerMember');

/** First and last name; else the username. */
export function displayNameOf(person: Person): string {
  const full = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return full || person.username || '';
}

type AvatarProps = { person: Person; className?: string };

/** Initials in a circle; decorative, the name is always shown or labelled next to it. */
export function Avatar({ person, className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-primary-soft font-semibold text-primary text-sm',
        className,
      )}
    >
      {initialsOf(person)}
    </span>
  );
}
