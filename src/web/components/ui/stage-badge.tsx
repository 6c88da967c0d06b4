import { type ProjectStage, projectStageLabels } from '#domain/enums';
import { Badge } from './badge';

/**
 * Stage badge colours (docs/product.md#projects): pre-production blue, in-production amber, warranty purple, complete
 * green.
 */
const stageBadgeVariant: Record<ProjectStage, 'blue' | 'amber' | 'purple' | 'green'> = {
  'pre-production': 'blue',
  'in-production': 'amber',
  warranty: 'purple',
  fully_complete: 'green',
};

export function StageBadge({ stage, className }: { stage: ProjectStage; className?: string }) {
  return (
    <Badge variant={stageBadgeVariant[stage]} className={className}>
      {projectStageLabels[stage] ?? stage}
    </Badge>
  );
}
