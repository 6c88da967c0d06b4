import '#domain/messages/load/admin';
import type { OutboxMail } from '#domain/contracts/outbox';
import { formatDate, formatTime } from '#domain/format';
import { t } from '#web/lib/i18n';

/** Why a mail that was never due stayed in the outbox. */
export const NO_SMTP_REASON = () => t('admin:outbox.status.noSmtp');

export type DeliveryKind = 'delivered' | 'queued' | 'retrying' | 'failed' | 'kept';

export type DeliveryStatus = {
  kind: DeliveryKind;
  /** Delivered, Queued, Retrying, Failed or Not delivered. */
  label: string;
  /** The time, the reason or the next attempt, in words. */
  detail: string;
};

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/**
 * Where a mail stands in the background sender's queue (src/server/mail/outbox-sender.ts): accepted by the SMTP
 * server; waiting for its first attempt; failed and due again; given up after its last attempt; or never due,
 * because it was written while no SMTP server was configured. A row with an error and no next attempt (mail of
 * an older version) counts as failed.
 */
export function deliveryStatus(
  mail: Pick<OutboxMail, 'sentAt' | 'error' | 'attempts' | 'nextAttemptAt' | 'failedAt'>,
): DeliveryStatus {
  if (mail.sentAt)
    return { kind: 'delivered', label: t('admin:outbox.status.delivered'), detail: when(mail.sentAt) };
  if (mail.nextAttemptAt && mail.attempts === 0) {
    return {
      kind: 'queued',
      label: t('admin:outbox.status.queued'),
      detail: t('admin:outbox.status.queuedDetail'),
    };
  }
  if (mail.nextAttemptAt) {
    return {
      kind: 'retrying',
      label: t('admin:outbox.status.retrying'),
      detail: t('admin:outbox.status.retryingDetail', {
        count: mail.attempts,
        next: when(mail.nextAttemptAt),
        error: mail.error ?? '',
      }).trim(),
    };
  }
  if (mail.failedAt || mail.error) {
    return {
      kind: 'failed',
      label: t('admin:outbox.status.failed'),
      detail: t('admin:outbox.status.failedDetail', {
        count: Math.max(mail.attempts, 1),
        error: mail.error ?? t('admin:outbox.status.unknownError'),
      }),
    };
  }
  return { kind: 'kept', label: t('admin:outbox.status.kept'), detail: NO_SMTP_REASON() };
}
