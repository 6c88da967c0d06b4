import { and, eq } from 'drizzle-orm';
import { divRound, fromUnits, toUnits } from '#domain/pricing';
import { invoices, payApplications } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { previousCertificates, sovLineSums } from './progress-billing.queries';

/** One row of the continuation sheet (G703-like); money as exact decimal strings. */
export type ContinuationRow = {
  item: string;
  description: string;
  scheduled: string;
  previous: string;
  thisPeriod: string;
  stored: string;
  completed: string;
  percent: string;
  balance: string;
  retainage: string;
};

/** What the application summary (G702-like) and the continuation sheet print for one pay application. */
export type PayApplicationSheet = {
  number: number;
  kind: 'progress' | 'retainage_release';
  periodEnd: string;
  originalContract: string;
  netChange: string;
  contractToDate: string;
  completedStored: string;
  retainage: string;
  earnedLessRetainage: string;
  previousCertificates: string;
  currentDue: string;
  balanceToFinish: string;
  rows: ContinuationRow[];
  totals: ContinuationRow;
};

const percentText = (part: bigint, whole: bigint) =>
  whole === 0n ? '' : fromUnits(divRound(part * 10000n, whole));

/**
 * The figures of an invoice's pay application as of that application (null for any other invoice): previous =
 * live applications before it, to date = up to it. Each figure is a SQL sum per line; the summary adds the lines.
 */
export async function payApplicationSheet(
  db: DbOrTx,
  companyId: number,
  invoiceId: number,
): Promise<PayApplicationSheet | null> {
  const [app] = await db
    .select({
      projectId: payApplications.projectId,
      number: payApplications.number,
      kind: payApplications.kind,
      periodEnd: payApplications.periodEnd,
      amount: invoices.amount,
    })
    .from(payApplications)
    .innerJoin(invoices, eq(invoices.id, payApplications.invoiceId))
    .where(and(eq(payApplications.invoiceId, invoiceId), eq(payApplications.companyId, companyId)));
  if (!app) return null;
  const before = await sovLineSums(db, companyId, app.projectId, { beforeNumber: app.number });
  const toDate = await sovLineSums(db, companyId, app.projectId, { asOf: app.number });
  const sum = { scheduled: 0n, previous: 0n, thisPeriod: 0n, stored: 0n, retainage: 0n, original: 0n };
  const rows = toDate.map((line, i) => {
    const scheduled = toUnits(line.scheduledValue);
    const previous = toUnits(before[i]!.work);
    const work = toUnits(line.work);
    const stored = toUnits(line.stored);
    const retainage = toUnits(line.retainage);
    const completed = work + stored;
    sum.scheduled += scheduled;
    sum.previous += previous;
    sum.thisPeriod += work - previous;
    sum.stored += stored;
    sum.retainage += retainage;
    if (line.source === 'estimate') sum.original += scheduled;
    return {
      item: String(line.position),
      description: line.description,
      scheduled: fromUnits(scheduled),
      previous: fromUnits(previous),
      thisPeriod: fromUnits(work - previous),
      stored: fromUnits(stored),
      completed: fromUnits(completed),
      percent: percentText(completed, scheduled),
      balance: fromUnits(scheduled - completed),
      retainage: fromUnits(retainage),
    };
  });
  const completed = sum.previous + sum.thisPeriod + sum.stored;
  const earned = completed - sum.retainage;
  return {
    number: app.number,
    kind: app.kind as 'progress' | 'retainage_release',
    periodEnd: app.periodEnd,
    originalContract: fromUnits(sum.original),
    netChange: fromUnits(sum.scheduled - sum.original),
    contractToDate: fromUnits(sum.scheduled),
    completedStored: fromUnits(completed),
    retainage: fromUnits(sum.retainage),
    earnedLessRetainage: fromUnits(earned),
    previousCertificates: await previousCertificates(db, companyId, app.projectId, app.number),
    currentDue: app.amount,
    balanceToFinish: fromUnits(sum.scheduled - earned),
    rows,
    totals: {
      item: '',
      description: '',
      scheduled: fromUnits(sum.scheduled),
      previous: fromUnits(sum.previous),
      thisPeriod: fromUnits(sum.thisPeriod),
      stored: fromUnits(sum.stored),
      completed: fromUnits(completed),
      percent: percentText(completed, sum.scheduled),
      balance: fromUnits(sum.scheduled - completed),
      retainage: fromUnits(sum.retainage),
    },
  };
}
