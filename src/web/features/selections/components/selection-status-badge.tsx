import type { SelectionDisplayStatus } from '#domain/enums';
import { Badge } from '#web/components/ui/badge';
import { selectionStatusLabels, selectionStatusVariant } from '../status';

export function SelectionStatusBadge({ status }: { status: SelectionDisplayStatus }) {
  return <Badge variant={selectionStatusVariant[status]}>{selectionStatusLabels[status]}</Badge>;
}
