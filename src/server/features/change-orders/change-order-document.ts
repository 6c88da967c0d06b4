import { sql } from 'drizzle-orm';
import type { ChangeOrderDocument } from '#domain/contracts/change-order-sending';
import type { DbOrTx } from '../../db/types';
import { clientInfoOf, companyHeader, companyInfoOf, type LogoAddress } from '../estimates/estimate-document';
import { loadEstimateParties } from '../estimates/estimates.queries';
import { findSignature } from '../signatures/signatures.service';
import { type ChangeOrderRow, changeOrderNumber, listLines } from './change-orders.queries';

/**
 * The Sold Price before this change order: the approved estimate's total and the change orders approved before it
 * (all approved others while it waits). Null while no estimate is approved.
 */
async function contractTotals(
  tx: DbOrTx,
  row: ChangeOrderRow,
): Promise<{ previous: string | null; next: string | null }> {
  // Aliased and qualified as in sold-price.ts: an unqualified column inside the subquery would read its own table.
  const approvedBefore =
    row.status === 'approved' && row.decidedAt
      ? sql`and (c.decided_at < ${row.decidedAt.toISOString()}::timestamptz
          or (c.decided_at = ${row.decidedAt.toISOString()}::timestamptz and c.id < ${row.id}))`
      : sql``;
  const previous = sql`((e.snapshot ->> 'total')::numeric + coalesce((select sum(c.total) from change_orders c
    where c.project_id = e.project_id and c.company_id = e.company_id and c.status = 'approved'
      and c.id <> ${row.id} ${approvedBefore}), 0))`;
  const [found] = await tx
    .select({
      previous: sql<string>`${previous}::numeric(14, 2)::text`,
      next: sql<string>`(${previous} + ${row.total}::numeric)::numeric(14, 2)::text`,
    })
    .from(sql`estimates e`)
    .where(sql`e.project_id = ${row.projectId} and e.company_id = ${row.companyId} and e.status = 'approved'`)
    .limit(1);
  return { previous: found?.previous ?? null, next: found?.next ?? null };
}

/**
 * The change order as the client reads it (the public page, the PDF, the e-mails): the lines without cost,
 * markup or margin, the totals before and after, and the client's signature once signed.
 */
export async function changeOrderDocument(
  tx: DbOrTx,
  row: ChangeOrderRow,
  /** The logo's address for this reader (the public page's is under its token); none by default. */
  logoAddress: LogoAddress = () => null,
): Promise<ChangeOrderDocument> {
  const parties = await loadEstimateParties(tx, row.companyId, row.projectId);
  const lines = await listLines(tx, row.companyId, row.id);
  const { previous, next } = await contractTotals(tx, row);
  const client = clientInfoOf(parties.customer);
  const signature = await findSignature(tx, row.companyId, 'change_order', row.id);
  return {
    id: row.id,
    number: changeOrderNumber(row.number),
    title: row.title,
    reason: row.reason,
    description: row.description,
    scheduleDays: row.scheduleDays,
    status: row.status,
    company: companyHeader(companyInfoOf(parties.company), logoAddress(parties.company)),
    client: {
      name: client.name,
      email: client.email ?? null,
      phone: client.phone ?? null,
      address: client.address ?? null,
    },
    project: { name: parties.project.name },
    lines: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
    total: row.total,
    previousContractTotal: previous,
    newContractTotal: next,
    sentAt: row.sentAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    signature:
      signature && row.status === 'approved'
        ? { name: signature.signerName, signedAt: signature.signedAt.toISOString() }
        : null,
    declineReason: row.status === 'declined' && row.decidedBy === null ? row.decisionNote : null,
  };
}

/** What a client's signature covers: the texts, the lines and the totals, never the status or who decided. */
export const signedContent = (doc: ChangeOrderDocument) => ({
  kind: 'change_order',
  id: doc.id,
  number: doc.number,
  title: doc.title,
  reason: doc.reason,
  description: doc.description,
  scheduleDays: doc.scheduleDays,
  company: doc.company.name,
  client: doc.client.name,
  project: doc.project.name,
  lines: doc.lines,
  total: doc.total,
  previousContractTotal: doc.previousContractTotal,
  newContractTotal: doc.newContractTotal,
});
