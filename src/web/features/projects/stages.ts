import { projectStageLabels, projectStages, projectTypeLabel, projectTypes } from '#domain/enums';

export const stageOptions = projectStages.map((value) => ({ value, label: projectStageLabels[value] }));

/** Project types for selects, labelled like the cards ("whole house") with a capital first letter. */
export const projectTypeOptions = projectTypes.map((value) => ({
  value,
  label: capitalise(projectTypeLabel(value)),
}));

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
