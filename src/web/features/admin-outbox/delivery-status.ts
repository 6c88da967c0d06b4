import type { OutboxMail } from '#domain/contracts/outbox';
import { formatDate, formatTime } from '#domain/format';

/** Why a mail that was never due stayed in the outbox. */
export const NO_SMTP_REASON = 'No SMTP server is configured (SMTP_URL)';

export type DeliveryKind = 'delivered' | 'queued' | 'retrying' | 'failed' | 'kept';

export type DeliveryStatus = {
  kind: DeliveryKind;
  label: 'Delivered' | 'Queued' | 'Retrying' | 'Failed' | 'Not delivered';
  /** The time, the reason or the next attempt, in words. */
  detail: string;
};

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;
const attemptsText = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/**
 * Where a mail stands in the background sender's queue (src/server/mail/outbox-sender.ts): accepted by the SMTP
 * server; waiting for its first attempt; failed and due again; given up after its last attempt; or never due,
 * because it was written while no SMTP server was configured. A row with an error and no next attempt (mail of
 * an older version) counts as failed.
 */
export function deliveryStatus(
  mail: Pick<OutboxMail, 'sentAt' | 'error' | 'attempts' | 'nextAttemptAt' | 'failedAt'>,
): DeliveryStatus {
  if (mail.sentAt) return { kind: 'delivered', label: 'Delivered', detail: when(mail.sentAt) };
  if (mail.nextAttemptAt && mail.attempts === 0) {
    return { kind: 'queued', label: 'Queued', detail: 'Waiting for its first delivery attempt' };
  }
  if (mail.nextAttemptAt) {
    return {
      kind: 'retrying',
      label: 'Retrying',
      detail:
        `${attemptsText(mail.attempts)} so far; next ${when(mail.nextAttemptAt)}: ${mail.error ?? ''}`.trim(),
    };
  }
  if (mail.failedAt || mail.error) {
    return {
      kind: 'failed',
      label: 'Failed',
      detail: `Gave up after ${attemptsText(Math.max(mail.attempts, 1))}: ${mail.error ?? 'unknown error'}`,
    };
  }
  return { kind: 'kept', label: 'Not delivered', detail: NO_SMTP_REASON };
}
