import type { ChangeOrderStatus } from '#domain/enums';
import { Badge } from '#web/components/ui/badge';
import { changeOrderStatusLabels, changeOrderStatusVariant } from '../status';

export function ChangeOrderStatusBadge({ status }: { status: ChangeOrderStatus }) {
  return <Badge variant={changeOrderStatusVariant[status]}>{changeOrderStatusLabels[status]}</Badge>;
}
