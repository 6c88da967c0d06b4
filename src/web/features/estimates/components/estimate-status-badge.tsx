import type { EstimateStatus } from '#domain/enums';
import { Badge } from '#web/components/ui/badge';
import { estimateStatusLabels, estimateStatusVariant } from '../status';

export function EstimateStatusBadge({ status, className }: { status: EstimateStatus; className?: string }) {
  return (
    <Badge variant={estimateStatusVariant[status]} className={className}>
      {estimateStatusLabels[status]}
    </Badge>
  );
}
