import type { OutboxMail } from '../../../../domain/contracts/outbox';
import { formatDate, formatTime } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { deliveryStatus } from '../delivery-status';

const variants = { delivered: 'green', error: 'red', kept: 'grey' } as const;

/** Delivered (green), Error (red) or Not delivered (grey); the tooltip gives the time or the reason. */
export function DeliveryBadge({ mail }: { mail: OutboxMail }) {
  const status = deliveryStatus(mail);
  const title =
    status.kind === 'delivered'
      ? `Delivered ${formatDate(status.at)} ${formatTime(status.at)}`
      : status.kind === 'error'
        ? status.error
        : `${status.reason}: the mail is kept in the outbox`;
  return (
    <Badge variant={variants[status.kind]} title={title}>
      {status.label}
    </Badge>
  );
}

/** Why a mail was not delivered, in words, when no error says it: there is no SMTP server to send it to. */
export function KeptReason({ mail, className }: { mail: OutboxMail; className?: string }) {
  const status = deliveryStatus(mail);
  return status.kind === 'kept' ? <span className={className}>{status.reason}</span> : null;
}
