import type { ProjectStage } from '#domain/enums';

// The answers' types (Project, ProjectDetail, ProjectListItem, StageCounts, ProjectSummary) live in
// domain/contracts/projects.ts, next to the schemas the server answers with.

export type StageFilter = ProjectStage | 'all';
