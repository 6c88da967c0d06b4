import '#domain/messages/load/phases';
import { z } from 'zod';
import { projectStages } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent } from './answers';
import { idSchema, optionalDate, optionalText, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

const phaseName = requiredText(lazyText('phases:validation.name'), 200);
const phaseStage = z.enum(projectStages, { error: lazyText('phases:validation.stage') });

const phaseFields = {
  name: phaseName,
  description: optionalText(5000),
  stage: phaseStage,
  startDate: optionalDate,
  endDate: optionalDate,
  dueDate: optionalDate,
};

/** POST /api/projects/{id}/phases: the phase is appended at the end of the project's order. */
export const createPhaseBody = z.object({ ...phaseFields, stage: phaseStage.default('pre-production') });
export type CreatePhaseBody = z.input<typeof createPhaseBody>;
export type CreatePhaseValues = z.output<typeof createPhaseBody>;

/** PATCH /api/project-phases/{id}: any field; isCompleted toggles completion (and the project's progress). */
export const updatePhaseBody = z
  .object({ ...phaseFields, isCompleted: z.boolean({ error: lazyText('phases:validation.isCompleted') }) })
  .partial();
export type UpdatePhaseBody = z.input<typeof updatePhaseBody>;
export type UpdatePhaseValues = z.output<typeof updatePhaseBody>;

/** Reorder phases or phase templates: every id of the list exactly once, in the new order. */
export const reorderBody = z.object({
  ids: z.array(idSchema, { error: lazyText('phases:validation.reorderIds') }).max(1000),
});
export type ReorderBody = z.input<typeof reorderBody>;

/** POST /api/companies/{companyId}/phase-templates (the /catalog/phases screen). */
export const phaseTemplateBody = z.object({
  name: phaseName,
  description: optionalText(5000),
  stage: phaseStage.default('pre-production'),
});
export type PhaseTemplateBody = z.input<typeof phaseTemplateBody>;
export type PhaseTemplateValues = z.output<typeof phaseTemplateBody>;

export const updatePhaseTemplateBody = z
  .object({ name: phaseName, description: optionalText(5000), stage: phaseStage })
  .partial();
export type UpdatePhaseTemplateBody = z.input<typeof updatePhaseTemplateBody>;
export type UpdatePhaseTemplateValues = z.output<typeof updatePhaseTemplateBody>;

// Answers: what each route sends, and nothing else (http/serialization.ts).

/**
 * A project phase (dates 'YYYY-MM-DD'). Its companyId stays on the server: the phase is reached through its
 * project, which carries the company.
 */
export const phaseAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  stage: z.enum(projectStages),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  isCompleted: z.boolean(),
  completedAt: instant.nullable(),
  order: z.number(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type Phase = Answer<typeof phaseAnswer>;

/** A phase template of the company's catalog. */
export const phaseTemplateAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  stage: z.enum(projectStages),
  order: z.number(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type PhaseTemplate = Answer<typeof phaseTemplateAnswer>;

/** A project's phases (docs/product.md#phases-and-tasks): every company role works on them. */
export const phaseCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects/:id/phases',
    answers: { 200: z.array(phaseAnswer) },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/projects/:id/phases',
    body: createPhaseBody,
    answers: { 201: phaseAnswer },
  }),
  reorder: declareCall({
    method: 'POST',
    path: '/api/projects/:id/phases/reorder',
    body: reorderBody,
    answers: { 200: z.array(phaseAnswer) },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/project-phases/:id',
    body: updatePhaseBody,
    answers: { 200: phaseAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/project-phases/:id',
    answers: { 204: noContent },
  }),
};

/** The company's phase templates (/catalog/phases): everyone reads, admins and managers change them. */
export const phaseTemplateCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/phase-templates',
    answers: { 200: z.array(phaseTemplateAnswer) },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/phase-templates',
    permission: 'editPhaseTemplates',
    body: phaseTemplateBody,
    answers: { 201: phaseTemplateAnswer },
  }),
  reorder: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/phase-templates/reorder',
    permission: 'editPhaseTemplates',
    body: reorderBody,
    answers: { 200: z.array(phaseTemplateAnswer) },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/phase-templates/:id',
    permission: 'editPhaseTemplates',
    body: updatePhaseTemplateBody,
    answers: { 200: phaseTemplateAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/phase-templates/:id',
    permission: 'editPhaseTemplates',
    answers: { 204: noContent },
  }),
};
