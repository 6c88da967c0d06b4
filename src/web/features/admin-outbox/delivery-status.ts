import type { OutboxMail } from '../../../domain/contracts/outbox';

/** Why a mail with neither a delivery time nor an error stayed in the outbox. */
export const NO_SMTP_REASON = 'No SMTP server is configured (SMTP_URL)';

export type DeliveryStatus =
  | { kind: 'delivered'; label: 'Delivered'; at: string }
  | { kind: 'error'; label: 'Error'; error: string }
  | { kind: 'kept'; label: 'Not delivered'; reason: typeof NO_SMTP_REASON };

/**
 * Where a mail stands: accepted by the SMTP server (sentAt), failed with a recorded error, or only kept in the
 * outbox. The row is written and delivered in one transaction (src/server/mail/mailer.ts), so a kept row
 * without an error was written while no SMTP server was configured.
 */
export function deliveryStatus(mail: Pick<OutboxMail, 'sentAt' | 'error'>): DeliveryStatus {
  if (mail.sentAt) return { kind: 'delivered', label: 'Delivered', at: mail.sentAt };
  if (mail.error) return { kind: 'error', label: 'Error', error: mail.error };
  return { kind: 'kept', label: 'Not delivered', reason: NO_SMTP_REASON };
}
