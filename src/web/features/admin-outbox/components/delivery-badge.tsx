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
        : 'Kept in the outbox, not sent to a mail server';
  return (
    <Badge variant={variants[status.kind]} title={title}>
      {status.label}
    </Badge>
  );
}
