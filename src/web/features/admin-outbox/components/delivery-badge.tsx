import type { OutboxMail } from '#domain/contracts/outbox';
import { Badge } from '#web/components/ui/badge';
import { deliveryStatus } from '../delivery-status';

const variants = {
  delivered: 'green',
  queued: 'blue',
  retrying: 'amber',
  failed: 'red',
  kept: 'grey',
} as const;

/** Delivered, Queued, Retrying, Failed or Not delivered; the tooltip gives the time, the attempts or the reason. */
export function DeliveryBadge({ mail }: { mail: OutboxMail }) {
  const status = deliveryStatus(mail);
  return (
    <Badge variant={variants[status.kind]} title={status.detail}>
      {status.label}
    </Badge>
  );
}

/** What the badge alone does not say, under it in the list: attempts and errors, or the missing SMTP server. */
export function KeptReason({ mail, className }: { mail: OutboxMail; className?: string }) {
  const status = deliveryStatus(mail);
  return status.kind === 'delivered' || status.kind === 'queued' ? null : (
    <span className={className}>{status.detail}</span>
  );
}
