/**
 * The estimate's printed texts when the company has not set its own (/catalog/templates and /catalog/terms edit the
 * company defaults, which new estimates copy). By default (docs/product.md#estimates): a fixed project description,
 * fixed Notes, and Terms & Conditions with a one-year guarantee, milestone payments, 30 days' validity and changes by
 * written order.
 */
export const DEFAULT_PROJECT_DESCRIPTION =
  'This estimate covers the labor, materials and services listed below for the project described above. All work ' +
  'will be performed in a professional manner according to standard industry practice and local building codes.';

export const DEFAULT_ESTIMATE_NOTES =
  'Thank you for the opportunity to quote this project. Material selections can be adjusted before ordering; ' +
  'any change is confirmed in writing before work proceeds.';

export const DEFAULT_ESTIMATE_TERMS = [
  'All work is guaranteed for one year from completion.',
  'Payments are due at each milestone as shown in the payment terms.',
  'This estimate is valid for 30 days from its date.',
  'Any change to the scope of work requires a written change order signed by both parties.',
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
    notes: company.estimateNotes?.trim() || DEFAULT_ESTIMATE_NOTES,
    terms: company.estimateTerms?.trim() || DEFAULT_ESTIMATE_TERMS,
  };
}
