/**
 * The estimate's printed texts when the company has not set its own (/catalog/templates and /catalog/terms edit the
 * company defaults, which new estimates copy). By default (docs/product.md#estimates): a fixed project description,
 * fixed Notes, and Terms & Conditions with a one-year guarantee, milestone payments, 30 days' validity and changes by
 * written order.
 * The texts are the catalog's (estimates.defaults), looked up when read.
 */
import '#domain/messages/load/estimates';
import { type LazyText, lazyText, t } from './messages/i18n';

export const DEFAULT_PROJECT_DESCRIPTION = lazyText('estimates:defaults.projectDescription');

export const DEFAULT_ESTIMATE_NOTES = lazyText('estimates:defaults.notes');

/** The standard terms, one per line. */
export const DEFAULT_ESTIMATE_TERMS: LazyText = () =>
  [
    t('estimates:defaults.terms.guarantee'),
    t('estimates:defaults.terms.payments'),
    t('estimates:defaults.terms.validity'),
    t('estimates:defaults.terms.changes'),
  ].join('\n');

/** Days an estimate stays valid after it is issued. */
export const ESTIMATE_VALID_DAYS = 30;

/**
 * The notes and terms a new estimate of the company starts with: the company's own defaults, else the standard
 * texts above (a company that never set them, or one made before they existed).
 */
export function companyEstimateTexts(company: {
  estimateNotes: string | null;
  estimateTerms: string | null;
}) {
  return {
    notes: company.estimateNotes?.trim() || DEFAULT_ESTIMATE_NOTES(),
    terms: company.estimateTerms?.trim() || DEFAULT_ESTIMATE_TERMS(),
  };
}
