import { type ProjectStage, projectStageLabels } from '../../../../domain/enums';
import { Badge } from '../../../components/ui/badge';
import { stageBadgeVariant } from '../stages';

export function StageBadge({ stage, className }: { stage: ProjectStage; className?: string }) {
  return (
    <Badge variant={stageBadgeVariant[stage]} className={className}>
      {projectStageLabels[stage] ?? stage}
    </Badge>
  );
}
