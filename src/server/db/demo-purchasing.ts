import { sql } from 'drizzle-orm';
import {
  purchaseOrderLines,
  purchaseOrders,
  vendorBillLines,
  vendorBillPayments,
  vendorBills,
} from './schema/index';
import type { DbOrTx } from './types';

type Line = { budgetItem: string; description: string; quantity: string; unitCost: string };

// biome-ignore format: one record per line
const ORDERS: { vendor: string; status: 'draft' | 'sent'; issued: number; delivery: number | null; notes: string | null; lines: Line[] }[] = [
  { vendor: 'Stone & Tile Gallery', status: 'sent', issued: -21, delivery: 6, notes: 'Template after cabinet install; call Mike to schedule.', lines: [
    { budgetItem: 'Quartz Countertop', description: 'Calacatta quartz, 3 cm, eased edge (52 sq ft)', quantity: '52', unitCost: '62.00' },
  ] },
  { vendor: 'Mile High Paint & Coatings', status: 'sent', issued: -12, delivery: -8, notes: 'Color-match from the Hendersons\' chip.', lines: [
    { budgetItem: 'Interior Paint (gallon)', description: 'Premium acrylic latex, eggshell, custom color (gallon)', quantity: '4', unitCost: '42.00' },
  ] },
  { vendor: 'Stone & Tile Gallery', status: 'sent', issued: -4, delivery: 9, notes: 'Add 10% overage; herringbone layout.', lines: [
    { budgetItem: 'Backsplash Tile', description: 'Glossy white ceramic subway tile 3x6 (sq ft)', quantity: '35', unitCost: '4.50' },
  ] },
  { vendor: 'Brightway Electric Supply', status: 'draft', issued: -2, delivery: 10, notes: null, lines: [
    { budgetItem: 'LED Under-Cabinet Light', description: 'LED under-cabinet light bars, 24"', quantity: '6', unitCost: '48.50' },
  ] },
];

// biome-ignore format: one record per line
const BILLS: { vendor: string; order: number | null; number: string; day: number; due: number; lines: { budgetItem: string; amount: string; description: string }[]; paid: { amount: string; day: number; method: string; reference: string }[] }[] = [
  { vendor: 'Mile High Paint & Coatings', order: 1, number: 'MHP-30917', day: -8, due: 22, lines: [
    { budgetItem: 'Interior Paint (gallon)', amount: '168.00', description: 'Interior paint, 4 gallons' },
  ], paid: [{ amount: '100.00', day: -7, method: 'Card', reference: 'Visa 4412' }, { amount: '68.00', day: -1, method: 'Check', reference: '#2231' }] },
  { vendor: 'Stone & Tile Gallery', order: 0, number: 'STG-2417', day: -6, due: 24, lines: [
    { budgetItem: 'Quartz Countertop', amount: '1612.00', description: 'Deposit, 50% of the countertop order' },
  ], paid: [] },
];

/**
 * The demo's purchasing on the kitchen project (issue 27): the countertop order half billed (committed cost left on
 * its line), the paint order billed and paid in two payments, the backsplash tile ordered and not billed yet, and a
 * draft for the lights. Expenses already record the cabinets, so no order repeats them. The sums
 * (order totals, bill totals, amounts paid, statuses) are the database's, as the API writes them.
 */
export async function seedDemoPurchasing(
  tx: DbOrTx,
  ctx: {
    companyId: number;
    projectId: number;
    managerId: number;
    vendorId: (name: string) => number;
    budgetItemId: (name: string) => number | null;
    day: (n: number) => string;
    at: (n: number, hours?: number) => Date;
  },
): Promise<void> {
  const { companyId, projectId } = ctx;
  const orderIds: number[] = [];
  for (const [i, o] of ORDERS.entries()) {
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        companyId,
        projectId,
        vendorId: ctx.vendorId(o.vendor),
        vendorName: o.vendor,
        number: i + 1,
        issueDate: ctx.day(o.issued),
        deliveryDate: o.delivery === null ? null : ctx.day(o.delivery),
        notes: o.notes,
        status: o.status,
        sentAt: o.status === 'sent' ? ctx.at(o.issued, 10) : null,
        createdBy: ctx.managerId,
        createdAt: ctx.at(o.issued, 9),
        updatedAt: ctx.at(o.issued, 10),
      })
      .returning({ id: purchaseOrders.id });
    orderIds.push(row!.id);
    await tx.insert(purchaseOrderLines).values(
      o.lines.map((l, position) => ({
        companyId,
        purchaseOrderId: row!.id,
        position,
        description: l.description,
        quantity: l.quantity,
        unitCost: l.unitCost,
        budgetItemId: ctx.budgetItemId(l.budgetItem),
      })),
    );
  }
  for (const b of BILLS) {
    const [row] = await tx
      .insert(vendorBills)
      .values({
        companyId,
        projectId,
        vendorId: ctx.vendorId(b.vendor),
        vendorName: b.vendor,
        number: b.number,
        billDate: ctx.day(b.day),
        dueDate: ctx.day(b.due),
        purchaseOrderId: b.order === null ? null : orderIds[b.order]!,
        createdBy: ctx.managerId,
        createdAt: ctx.at(b.day, 15),
        updatedAt: ctx.at(b.day, 15),
      })
      .returning({ id: vendorBills.id });
    await tx.insert(vendorBillLines).values(
      b.lines.map((l, position) => ({
        companyId,
        billId: row!.id,
        position,
        budgetItemId: ctx.budgetItemId(l.budgetItem),
        amount: l.amount,
        description: l.description,
      })),
    );
    if (b.paid.length > 0) {
      await tx.insert(vendorBillPayments).values(
        b.paid.map((p) => ({
          companyId,
          billId: row!.id,
          amount: p.amount,
          paidOn: ctx.day(p.day),
          method: p.method,
          reference: p.reference,
          createdBy: ctx.managerId,
          createdAt: ctx.at(p.day, 11),
        })),
      );
    }
  }
  // Totals, amounts paid and the orders' billed statuses, each summed by the database.
  await tx.execute(sql`update purchase_orders o set total = (select coalesce(sum(round(l.quantity * l.unit_cost, 2)), 0)
    from purchase_order_lines l where l.purchase_order_id = o.id) where o.company_id = ${companyId}`);
  await tx.execute(sql`update vendor_bills b set
      total = (select sum(l.amount) from vendor_bill_lines l where l.bill_id = b.id),
      amount_paid = (select coalesce(sum(p.amount), 0) from vendor_bill_payments p where p.bill_id = b.id)
    where b.company_id = ${companyId}`);
  await tx.execute(sql`update purchase_orders o set status = (case
      when s.billed >= o.total then 'billed' when s.billed > 0 then 'partially_billed' else 'sent' end
    )::purchase_order_status
    from (select p.id, coalesce(sum(b.total), 0) as billed from purchase_orders p
      left join vendor_bills b on b.purchase_order_id = p.id group by p.id) s
    where s.id = o.id and o.company_id = ${companyId} and o.status = 'sent'`);
}
