import { formatDateMedium, formatTime } from '../../lib/format';

/** 'MMM d, yyyy h:mm a' (Jan 5, 2024 3:07 PM): history rows, sent and viewed times. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  return `${formatDateMedium(value)} ${formatTime(value)}`;
}
