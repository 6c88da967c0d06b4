import { sql } from 'drizzle-orm';
import {
  estimates,
  invoiceLines,
  invoices,
  payApplicationLines,
  payApplications,
  payments,
  projectBilling,
  projectPhases,
  projects,
  sovLines,
} from './schema/index';
import type { DbOrTx } from './types';

/** The contract: the approved estimate's top-level lines (their scheduled values). */
// biome-ignore format: one record per line
const CONTRACT: { name: string; amount: string }[] = [
  { name: 'Demolition and site prep', amount: '18500.00' },
  { name: 'Framing and drywall', amount: '42750.00' },
  { name: 'Electrical', amount: '27300.00' },
  { name: 'Plumbing', amount: '21600.00' },
  { name: 'Finishes and millwork', amount: '35850.00' },
];

/**
 * Two pay applications at 10 % retainage, each line as [work this period, change in stored materials, retainage]
 * (the figures the progress-invoices call computes: percent complete of the scheduled value, less what was billed;
 * retainage 10 % of the period's billing, to the cent). The first is paid in full, the second in part.
 */
// biome-ignore format: one record per line
const APPLICATIONS: { day: number; due: number; lines: [number, string, string, string][]; paid: { amount: string; day: number; method: 'check' | 'ach'; reference: string }[] }[] = [
  // Demolition 100 %, framing 40 %, electrical 15 %: 39,695.00 less 3,969.50 retainage.
  { day: -40, due: -10, lines: [[0, '18500.00', '0', '1850.00'], [1, '17100.00', '0', '1710.00'], [2, '4095.00', '0', '409.50']],
    paid: [{ amount: '35725.50', day: -25, method: 'ach', reference: 'ACH 88120' }] },
  // Framing 85 %, electrical 45 %, plumbing 30 %, cabinets stored on site: 38,107.50 less 3,810.75.
  { day: -10, due: 20, lines: [[1, '19237.50', '0', '1923.75'], [2, '8190.00', '0', '819.00'], [3, '6480.00', '0', '648.00'], [4, '0', '4200.00', '420.00']],
    paid: [{ amount: '20000.00', day: -3, method: 'check', reference: 'Check 5561' }] },
];

const PHASES = ['Design', 'Demolition', 'Rough-In', 'Finishes'];

/**
 * The demo's commercial job billed by progress (decision 0271): its approved estimate, the schedule of values
 * copied from it, two pay applications with retainage held (one paid, one partly paid). Amounts paid are summed by
 * the database, as the payments service keeps them.
 */
export async function seedDemoProgressBilling(
  tx: DbOrTx,
  ctx: {
    companyId: number;
    customerId: number;
    ownerId: number;
    managerId: number;
    day: (n: number) => string;
    at: (n: number, hours?: number) => Date;
  },
): Promise<void> {
  const { companyId, customerId } = ctx;
  const [project] = await tx
    .insert(projects)
    .values({
      companyId,
      customerId,
      name: 'Thompson Dental Office Build-out',
      description: 'Tenant finish of a 2,400 sq ft dental office, billed monthly by pay application.',
      type: 'other',
      stage: 'in-production',
      progress: 50,
      startDate: ctx.day(-60),
      targetCompletionDate: ctx.day(45),
      createdBy: ctx.ownerId,
      createdAt: ctx.at(-75, 10),
      updatedAt: ctx.at(-10, 10),
    })
    .returning({ id: projects.id });
  const projectId = project!.id;
  await tx.insert(projectPhases).values(
    PHASES.map((name, order) => ({
      companyId,
      projectId,
      name,
      stage: order < 1 ? ('pre-production' as const) : ('in-production' as const),
      isCompleted: order < 2,
      completedAt: order < 2 ? ctx.at(-50 + order * 10, 16) : null,
      order,
    })),
  );
  const total = CONTRACT.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
  const totalText = (total / 100).toFixed(2);
  await tx.insert(estimates).values({
    companyId,
    projectId,
    status: 'approved',
    title: 'Thompson Dental Office Build-out Estimate',
    clientInfo: { name: 'Aisha Thompson' },
    companyInfo: { name: 'Summit Remodeling Co.' },
    snapshot: {
      frozenAt: ctx.at(-70, 9).toISOString(),
      lines: CONTRACT.map((l, order) => ({
        budgetItemId: 0,
        parentId: null,
        type: 'group' as const,
        name: l.name,
        description: null,
        quantity: '1',
        unitCost: '0',
        unitPrice: l.amount,
        totalCost: '0',
        amount: l.amount,
        depth: 0,
        order,
      })),
      totalCost: '0.00',
      subtotal: totalText,
      tax: '0.00',
      total: totalText,
    },
    createdAt: ctx.at(-72, 9),
  });
  await tx
    .insert(projectBilling)
    .values({ companyId, projectId, method: 'progress', retainagePercent: '10' });
  const lines = await tx
    .insert(sovLines)
    .values(
      CONTRACT.map((l, i) => ({
        companyId,
        projectId,
        position: i + 1,
        source: 'estimate',
        description: l.name,
        scheduledValue: l.amount,
      })),
    )
    .returning({ id: sovLines.id });
  for (const [n, app] of APPLICATIONS.entries()) {
    const cents = (s: string) => Math.round(Number(s) * 100);
    const billed = app.lines.reduce((s, [, work, stored]) => s + cents(work) + cents(stored), 0);
    const retainage = app.lines.reduce((s, [, , , r]) => s + cents(r), 0);
    const amount = ((billed - retainage) / 100).toFixed(2);
    const fullyPaid = app.paid.reduce((s, p) => s + cents(p.amount), 0) === billed - retainage;
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId,
        projectId,
        customerId,
        // The demo's own numbering (INV-1001 and on for the other jobs); new pay applications take INV-{project}-PA{n}.
        invoiceNumber: `INV-${2001 + n}`,
        title: `Pay application ${n + 1}`,
        amount,
        status: fullyPaid ? 'paid' : 'sent',
        isPaid: fullyPaid,
        paidDate: fullyPaid ? ctx.day(app.paid.at(-1)!.day) : null,
        issueDate: ctx.day(app.day),
        dueDate: ctx.day(app.due),
        sentAt: ctx.at(app.day, 11),
        createdBy: ctx.managerId,
        createdAt: ctx.at(app.day, 10),
        updatedAt: ctx.at(app.day, 11),
      })
      .returning({ id: invoices.id });
    const invoiceId = invoice!.id;
    await tx.insert(invoiceLines).values([
      ...app.lines.map(([i, work, stored], position) => {
        const value = ((cents(work) + cents(stored)) / 100).toFixed(2);
        return {
          companyId,
          invoiceId,
          position,
          description: `Item ${i + 1}: ${CONTRACT[i]!.name}`,
          quantity: '1',
          unitPrice: value,
          amount: value,
        };
      }),
      {
        companyId,
        invoiceId,
        position: app.lines.length,
        description: 'Retainage withheld (10 %)',
        quantity: '1',
        unitPrice: (-retainage / 100).toFixed(2),
        amount: (-retainage / 100).toFixed(2),
      },
    ]);
    const [application] = await tx
      .insert(payApplications)
      .values({
        companyId,
        projectId,
        invoiceId,
        kind: 'progress',
        number: n + 1,
        periodEnd: ctx.day(app.day),
        retainagePercent: '10',
        createdAt: ctx.at(app.day, 10),
      })
      .returning({ id: payApplications.id });
    await tx.insert(payApplicationLines).values(
      app.lines.map(([i, work, stored, r]) => ({
        companyId,
        applicationId: application!.id,
        sovLineId: lines[i]!.id,
        workThisPeriod: work,
        storedChange: stored,
        retainage: r,
      })),
    );
    await tx.insert(payments).values(
      app.paid.map((p) => ({
        companyId,
        invoiceId,
        projectId,
        customerId,
        amount: p.amount,
        date: ctx.day(p.day),
        method: p.method,
        reference: p.reference,
        createdBy: ctx.ownerId,
        createdAt: ctx.at(p.day, 12),
      })),
    );
  }
  await tx.execute(sql`update ${invoices} i set amount_paid = (select coalesce(sum(p.amount), 0) from ${payments} p
    where p.invoice_id = i.id) where i.project_id = ${projectId} and i.company_id = ${companyId}`);
}
