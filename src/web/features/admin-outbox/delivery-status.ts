import type { OutboxMail } from '../../../domain/contracts/outbox';

export type DeliveryStatus =
  | { kind: 'delivered'; label: 'Delivered'; at: string }
  | { kind: 'error'; label: 'Error'; error: string }
  | { kind: 'kept'; label: 'Not delivered' };

/**
 * Where a mail stands: accepted by the SMTP server (sentAt), failed with a recorded error, or only kept in the
 * outbox (no SMTP_URL, or a delivery attempt still undone).
 */
export function deliveryStatus(mail: Pick<OutboxMail, 'sentAt' | 'error'>): DeliveryStatus {
  if (mail.sentAt) return { kind: 'delivered', label: 'Delivered', at: mail.sentAt };
  if (mail.error) return { kind: 'error', label: 'Error', error: mail.error };
  return { kind: 'kept', label: 'Not delivered' };
}
