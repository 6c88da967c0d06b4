import * as v from 'valibot';
import { projectSorts } from '#calls/projects';
import { projectStages } from '#domain/enums';
import { listStateSchema } from '../../lib/list-state';

/** The projects list's state in the address: search, stage filter, sort and page. */
export const projectsListState = listStateSchema({
  stage: v.fallback(v.picklist([...projectStages, 'all']), 'all'),
  sort: v.fallback(v.picklist(projectSorts), 'newest'),
});

export type ProjectsListState = v.InferOutput<typeof projectsListState>;
