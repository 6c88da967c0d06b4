import { permissions } from '#domain/permissions';

/**
 * Phase templates are catalog entries (/catalog/phases): every member reads them, admins and managers change them
 * (employees may not delete catalog entries; editing the company's defaults is management work:
 * docs/product.md#phases-and-tasks).
 * A project's own phases are project work: every role may change them. The rule lives in src/domain/permissions.ts.
 */
export const PHASE_TEMPLATE_EDITORS = permissions.editPhaseTemplates;
