import type { EstimateDocument } from '#domain/contracts/estimates';
import type { DbOrTx } from '../../db/types';
import type { PrintedSignature } from '../../pdf/pdf-signature';
import { documentDigest } from '../signatures/document-digest';
import { findSignature } from '../signatures/signatures.service';

/**
 * What a client's signature on an estimate covers: its texts, lines, totals, payment schedule and dates, never its
 * status or the logo's address (which differs between the staff and the public reader).
 */
export const estimateSignedContent = (doc: EstimateDocument) => ({
  kind: 'estimate',
  id: doc.id,
  number: doc.number,
  title: doc.title,
  company: doc.company.name,
  client: doc.client,
  project: doc.project,
  projectDescription: doc.projectDescription,
  notes: doc.notes,
  legal: doc.legal,
  depositPercentage: doc.depositPercentage,
  lines: doc.lines,
  subtotal: doc.subtotal,
  tax: doc.tax,
  total: doc.total,
  schedule: doc.schedule,
  date: doc.date,
  validUntil: doc.validUntil,
});

/**
 * The client's signature to print on an approved estimate: only one that covers exactly this document (same
 * SHA-256), so an estimate revised and approved again by staff never shows an older signature.
 */
export async function printedEstimateSignature(
  db: DbOrTx,
  companyId: number,
  doc: EstimateDocument,
): Promise<PrintedSignature | null> {
  if (doc.status !== 'approved') return null;
  const signature = await findSignature(db, companyId, 'estimate', doc.id);
  if (!signature || signature.documentSha256 !== documentDigest(estimateSignedContent(doc))) return null;
  return signature;
}
