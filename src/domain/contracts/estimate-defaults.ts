import '#domain/messages/load/catalog';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import type { Answer } from './answers';
import { requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/**
 * The company's default estimate texts (/catalog/templates edits the notes, /catalog/terms the terms and
 * conditions); a new estimate copies them, an existing one keeps its own. The limits are the estimate's own
 * (contracts/estimates.ts), so a default always fits the estimate that copies it.
 */
export const ESTIMATE_NOTES_MAX = 5000;
export const ESTIMATE_TERMS_MAX = 10000;

/** PATCH /api/companies/{companyId}/estimate-defaults: either text or both; a text sent may not be blank. */
export const updateEstimateDefaultsBody = z
  .object({
    notes: requiredText(lazyText('catalog:estimateTexts.fields.notes'), ESTIMATE_NOTES_MAX),
    terms: requiredText(lazyText('catalog:estimateTexts.fields.terms'), ESTIMATE_TERMS_MAX),
  })
  .partial();
export type UpdateEstimateDefaultsBody = z.input<typeof updateEstimateDefaultsBody>;

/**
 * GET and PATCH /api/companies/{companyId}/estimate-defaults: the texts a new estimate gets now (the standard ones
 * while the company has not set its own: `standardNotes` / `standardTerms` true).
 */
export const estimateDefaultsAnswer = z.object({
  notes: z.string(),
  terms: z.string(),
  standardNotes: z.boolean(),
  standardTerms: z.boolean(),
  version: recordVersion,
});
export type EstimateDefaults = Answer<typeof estimateDefaultsAnswer>;

/** The company's default estimate notes and terms: every member reads them, catalog editors change them. */
export const estimateDefaultsCalls = {
  read: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/estimate-defaults',
    answers: { 200: estimateDefaultsAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/companies/:companyId/estimate-defaults',
    permission: 'manageCatalog',
    body: updateEstimateDefaultsBody,
    answers: { 200: estimateDefaultsAnswer },
  }),
};
