import { type BudgetSnapshot, budgetSnapshot } from '#domain/budget-tree';
import type { EstimateAnswer, EstimateDocument, EstimateParty } from '#domain/contracts/estimates';
import { estimateDates } from '#domain/document-dates';
import { estimateNumber } from '#domain/estimate-number';
import { companyEstimateTexts, DEFAULT_PROJECT_DESCRIPTION } from '#domain/estimate-texts';
import { t } from '#domain/messages/all';
import { DEFAULT_DEPOSIT_PERCENTAGE, isDepositPercentage, paymentSchedule } from '#domain/payment-schedule';
import type { EstimateClientInfo, EstimateCompanyInfo } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { listBudgetRows } from '../budget/budget-items.read';
import { companyLogoUrl } from '../companies/company-profile.service';
import { type EstimateParties, type EstimateRow, loadEstimateParties } from './estimates.queries';

/** The BILL TO block from the project's customer as it is now. */
export function clientInfoOf(customer: EstimateParties['customer']): EstimateClientInfo {
  if (!customer) return { name: t('estimates:noCustomer'), email: null, phone: null, address: null };
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
  };
}

/** The company header as it is now. */
export function companyInfoOf(company: EstimateParties['company']): EstimateCompanyInfo {
  return {
    name: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address,
    website: company.website,
    logoUrl: company.logoUrl,
  };
}

/** The texts a new estimate starts with: the company's defaults, else ours. */
export function initialTexts(parties: EstimateParties) {
  const defaults = companyEstimateTexts(parties.company);
  return {
    projectDescription: parties.project.description?.trim() || DEFAULT_PROJECT_DESCRIPTION(),
    notes: defaults.notes,
    legal: defaults.terms,
  };
}

/** The live lines and totals of the project's budget (what a draft shows and what leaving draft freezes). */
export async function liveSnapshot(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  now: Date,
): Promise<BudgetSnapshot> {
  return budgetSnapshot(await listBudgetRows(db, companyId, projectId), now);
}

const party = (p: EstimateClientInfo | EstimateCompanyInfo): EstimateParty => ({
  name: p.name,
  email: p.email ?? null,
  phone: p.phone ?? null,
  address: p.address ?? null,
});

/**
 * Where a reader of the estimate fetches the company's logo: signed-in members by default; the public page
 * passes the address under its token. Null when the company has no logo.
 */
export type LogoAddress = (company: { id: number; logoFileId: number | null }) => string | null;

export const memberLogoAddress: LogoAddress = (company) =>
  company.logoFileId ? companyLogoUrl(company.id, company.logoFileId) : null;

/**
 * The company header as the estimate prints it. Its texts are the estimate's (frozen once sent); the logo is the
 * company's current one, since its bytes are not copied into every sent estimate.
 */
export const companyHeader = (
  company: EstimateCompanyInfo,
  logoUrl: string | null,
): EstimateDocument['company'] => ({
  ...party(company),
  website: company.website ?? null,
  logoUrl,
});

export const depositOf = (estimate: EstimateRow): number =>
  isDepositPercentage(estimate.terms.depositPercentage)
    ? estimate.terms.depositPercentage
    : DEFAULT_DEPOSIT_PERCENTAGE;

/**
 * The estimate as it prints and as every estimate answer (signed-in and public) carries it. A draft shows the live
 * budget, company and customer (docs/product.md#estimates); once it has left draft, the frozen snapshot and the
 * parties as they were when it was frozen. `terms` is the specified shape, holding the same deposit as the top-level
 * field.
 */
export async function estimateDocument(
  db: DbOrTx,
  estimate: EstimateRow,
  now: Date,
  timeZone: string,
  logoAddress: LogoAddress = memberLogoAddress,
): Promise<EstimateAnswer> {
  const parties = await loadEstimateParties(db, estimate.companyId, estimate.projectId);
  const frozen = estimate.status !== 'draft' && estimate.snapshot !== null ? estimate.snapshot : null;
  const lines = frozen ?? (await liveSnapshot(db, estimate.companyId, estimate.projectId, now));
  const company = frozen ? estimate.companyInfo : companyInfoOf(parties.company);
  const client = frozen ? estimate.clientInfo : clientInfoOf(parties.customer);
  const texts = initialTexts(parties);
  const depositPercentage = depositOf(estimate);
  const { date, validUntil } = estimateDates(estimate.issuedDate, now, timeZone);
  return {
    id: estimate.id,
    projectId: estimate.projectId,
    number: estimateNumber(estimate.projectId, estimate.createdAt, timeZone),
    status: estimate.status,
    title: estimate.title,
    createdAt: estimate.createdAt.toISOString(),
    company: companyHeader(company, logoAddress(parties.company)),
    client: party(client),
    project: {
      name: parties.project.name,
      type: parties.project.type,
      startDate: parties.project.startDate,
      targetCompletionDate: parties.project.targetCompletionDate,
    },
    projectDescription: estimate.projectDescription ?? texts.projectDescription,
    notes: estimate.notes ?? texts.notes,
    legal: estimate.legal ?? texts.legal,
    depositPercentage,
    terms: { depositPercentage },
    lines: lines.lines,
    subtotal: lines.subtotal,
    tax: lines.tax,
    total: lines.total,
    schedule: paymentSchedule(lines.total, depositPercentage),
    frozenAt: frozen ? frozen.frozenAt : null,
    date,
    validUntil,
  };
}
