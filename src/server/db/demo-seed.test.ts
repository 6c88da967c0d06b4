import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectStages } from '#domain/enums';
import { verifyPassword } from '../features/auth/password';
import { countTotalUnread } from '../features/chat/chat.queries';
import { createDiskStore } from '../storage/disk-store';
import type { FileStore } from '../storage/file-store';
import { openEmptyPglite } from '../test/test-db';
import { isDatabaseEmpty, seedDemo } from './demo-seed';
import type { Database } from './open';
import * as schema from './schema/index';
import type { Db } from './types';

const today = new Date(2025, 5, 15, 12, 0, 0);

const cents = (v: string) => Math.round(Number(v) * 100);
const lineCents = (quantity: string, unit: string) => Math.round((cents(quantity) * cents(unit)) / 100);

describe('seedDemo', () => {
  let database: Database;
  let db: Db;
  let signIns: Awaited<ReturnType<typeof seedDemo>>;
  let filesDir: string;
  let storage: FileStore;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'demo-files-'));
    storage = createDiskStore(filesDir);
    // Its own empty embedded database (the shared test database is not empty).
    database = await openEmptyPglite();
    db = database.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    signIns = await seedDemo(db, { today, storage });
  });

  afterAll(async () => {
    await database?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('returns the fixed demo sign-ins, whose passwords verify', async () => {
    expect(signIns.map((s) => s.username)).toEqual(['sysadmin', 'owner', 'manager', 'employee']);
    for (const s of signIns) {
      expect(s.password).toBe('demo1234');
      expect(s.label).not.toBe('');
      const [u] = await db.select().from(schema.users).where(eq(schema.users.username, s.username));
      expect(u).toBeDefined();
      expect(await verifyPassword(s.password, u!.passwordHash)).toBe(true);
      // The published password is hashed cheaply (decision 0295): scrypt$N$..., N at most 2^10.
      expect(Number(u!.passwordHash.split('$')[1])).toBeLessThanOrEqual(2 ** 10);
    }
    const [sysadmin] = await db.select().from(schema.users).where(eq(schema.users.username, 'sysadmin'));
    expect(sysadmin).toMatchObject({ isAdmin: true, role: 'admin', companyId: null });
    const [owner] = await db.select().from(schema.users).where(eq(schema.users.username, 'owner'));
    expect(owner).toMatchObject({ isAdmin: false, role: 'admin' });
    expect(owner!.companyId).not.toBeNull();
  });

  it('creates the demo company with a project in every stage', async () => {
    const [company] = await db.select().from(schema.companies);
    expect(company?.name).toBe('Summit Remodeling Co.');
    expect(company?.estimateTerms).toBeTruthy();
    const projects = await db.select().from(schema.projects);
    // One per stage, and the commercial job billed by progress (demo-progress.ts) in production.
    expect([...new Set(projects.map((p) => p.stage))].sort()).toEqual([...projectStages].sort());
    const customers = await db.select().from(schema.customers);
    expect(customers.length).toBeGreaterThanOrEqual(8);
    for (const p of projects) {
      const phases = await db
        .select()
        .from(schema.projectPhases)
        .where(eq(schema.projectPhases.projectId, p.id));
      const done = phases.filter((ph) => ph.isCompleted).length;
      expect(phases.length).toBeGreaterThan(0);
      expect(p.progress).toBe(Math.round((done / phases.length) * 100));
      expect(p.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('keeps one primary team member per role and some tasks past due', async () => {
    const members = await db.select().from(schema.projectTeamMembers);
    const primaries = members.filter((m) => m.isPrimary).map((m) => `${m.projectId}:${m.role}`);
    expect(new Set(primaries).size).toBe(primaries.length);
    const tasks = await db.select().from(schema.tasks);
    const overdue = tasks.filter((t) => t.dueDate && t.dueDate < '2025-06-15' && t.status !== 'completed');
    expect(overdue.length).toBeGreaterThan(0);
  });

  it('has an approved kitchen estimate whose snapshot matches the budget', async () => {
    const [kitchen] = await db.select().from(schema.projects).where(eq(schema.projects.type, 'kitchen'));
    const [estimate] = await db
      .select()
      .from(schema.estimates)
      .where(eq(schema.estimates.projectId, kitchen!.id));
    expect(estimate?.status).toBe('approved');
    expect(estimate?.terms.depositPercentage).toBe(25);
    const history = await db
      .select()
      .from(schema.estimateHistory)
      .where(eq(schema.estimateHistory.estimateId, estimate!.id))
      .orderBy(asc(schema.estimateHistory.timestamp));
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['created', 'sent', 'viewed', 'approved']),
    );
    const recipients = await db
      .select()
      .from(schema.estimateRecipients)
      .where(eq(schema.estimateRecipients.estimateId, estimate!.id));
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.every((r) => r.sentAt && r.tokenHash)).toBe(true);

    // The estimate is the contract as signed: the lines an approved change order added since are not in it.
    const fromChangeOrders = new Set(
      (await db.select({ id: schema.changeOrderLines.budgetItemId }).from(schema.changeOrderLines)).map(
        (l) => l.id,
      ),
    );
    const items = (
      await db.select().from(schema.budgetItems).where(eq(schema.budgetItems.projectId, kitchen!.id))
    ).filter((i) => !fromChangeOrders.has(i.id) && !i.name.startsWith('Change Order CO-'));
    const top = items.filter((i) => i.parentId === null);
    expect(top.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Milestone: Start', 'Milestone: In Progress', 'Milestone: Completion']),
    );
    const productsOnly = items.filter((i) => i.type === 'product');
    let cost = 0;
    let price = 0;
    for (const i of productsOnly) {
      // Stored pricing agrees with the formulas.
      const c = cents(i.unitCost);
      const p = cents(i.unitPrice);
      expect(p).toBe(Math.round(c * (1 + Number(i.markup) / 100)));
      expect(Number(i.margin)).toBe(Math.round(((p - c) / p) * 10000) / 100);
      cost += lineCents(i.quantity, i.unitCost);
      price += lineCents(i.quantity, i.unitPrice);
    }
    const snapshot = estimate!.snapshot!;
    expect(cents(snapshot.totalCost)).toBe(cost);
    expect(cents(snapshot.subtotal)).toBe(price);
    expect(cents(snapshot.total)).toBe(price);
    expect(snapshot.tax).toBe('0.00');
    expect(snapshot.lines).toHaveLength(items.length);
    // Every group line is the sum of its children.
    for (const line of snapshot.lines.filter((l) => l.type === 'group')) {
      const childSum = snapshot.lines
        .filter((l) => l.parentId === line.budgetItemId)
        .reduce((sum, l) => sum + cents(l.amount), 0);
      expect(cents(line.amount)).toBe(childSum);
    }
    expect(kitchen!.budget).toBe(snapshot.total);

    const [pending] = await db.select().from(schema.estimates).where(eq(schema.estimates.status, 'pending'));
    expect(pending?.snapshot).not.toBeNull();
  });

  it('numbers invoices uniquely, with paid ones over six months and one overdue', async () => {
    const invoices = await db.select().from(schema.invoices);
    const numbers = invoices.map((i) => i.invoiceNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^INV-\d{4}$/.test(n))).toBe(true);
    const paid = invoices.filter((i) => i.isPaid);
    expect(new Set(paid.map((i) => i.createdAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    expect(paid.every((i) => today.getTime() - i.createdAt.getTime() < 183 * 86_400_000)).toBe(true);
    const overdue = invoices.filter(
      (i) => !i.isPaid && i.status !== 'cancelled' && i.dueDate !== null && i.dueDate < '2025-06-15',
    );
    expect(overdue).toHaveLength(1);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['draft', 'sent', 'paid', 'cancelled']));
    // The overdue change order is itemised: its lines add up to its amount.
    const lines = await db
      .select()
      .from(schema.invoiceLines)
      .where(eq(schema.invoiceLines.invoiceId, overdue[0]!.id));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(overdue[0]!.amount));
    expect(invoices.every((i) => /^\d+\.\d{2}$/.test(i.amount))).toBe(true);
    // Kitchen milestone invoices split the approved total 25/40.
    const [kitchen] = await db.select().from(schema.projects).where(eq(schema.projects.type, 'kitchen'));
    const deposit = invoices.find((i) => i.projectId === kitchen!.id && i.milestoneType === 'deposit');
    expect(cents(deposit!.amount)).toBe(Math.round(cents(kitchen!.budget!) * 0.25));
  });

  it('pays each paid invoice by its payments, and has partly paid invoices (decision 0267)', async () => {
    const invoices = await db.select().from(schema.invoices);
    const payments = await db.select().from(schema.payments);
    const cents = (v: string) => Math.round(Number(v) * 100);
    for (const invoice of invoices) {
      const received = payments
        .filter((p) => p.invoiceId === invoice.id)
        .reduce((sum, p) => sum + cents(p.amount), 0);
      expect(cents(invoice.amountPaid), invoice.invoiceNumber).toBe(received);
      expect(invoice.isPaid, invoice.invoiceNumber).toBe(received === cents(invoice.amount));
    }
    const partly = invoices.filter((i) => !i.isPaid && cents(i.amountPaid) > 0);
    expect(partly.map((i) => i.title).sort()).toEqual([
      'Change Order #1: Heated Floor',
      'Pay application 2',
      'Progress Payment (40%)',
    ]);
  });

  it('links expenses to projects, vendors and budget items', async () => {
    const rows = await db.select().from(schema.expenses);
    expect(new Set(rows.map((e) => e.category)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((e) => e.vendorId !== null && e.budgetItemId !== null)).toBe(true);
    expect(rows.some((e) => e.projectId === null)).toBe(true);
    // Receipts are real files in the store, linked like uploads.
    const receipts = await db
      .select({ expense: schema.expenses, file: schema.storedFiles })
      .from(schema.expenses)
      .innerJoin(schema.storedFiles, eq(schema.storedFiles.id, schema.expenses.receiptFileId))
      .where(isNotNull(schema.expenses.receiptFileId));
    expect(receipts.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((e) => e.receiptFile !== null)).toHaveLength(receipts.length);
    for (const { expense, file } of receipts) {
      expect(expense.receiptUrl).toBe(`/api/expenses/${expense.id}/receipt`);
      const stream = await storage.get(file.storageKey);
      const body = await buffer(stream!);
      expect(body.subarray(0, 4).toString()).toBe('%PDF');
      expect(body.length).toBe(file.size);
    }
    const unread = await db
      .select()
      .from(schema.customerMessages)
      .where(
        and(eq(schema.customerMessages.direction, 'incoming'), eq(schema.customerMessages.isRead, false)),
      );
    expect(unread.length).toBeGreaterThan(0);
    // Every demo message belongs to a thread of its project and customer, so the Customer Messages tab shows it.
    const threads = await db.select().from(schema.customerThreads);
    const messages = await db.select().from(schema.customerMessages);
    expect(threads.length).toBeGreaterThanOrEqual(3);
    for (const m of messages) {
      expect(threads.find((t) => t.emailHash === m.emailHash)).toMatchObject({
        projectId: m.projectId,
        customerId: m.customerId,
      });
    }
    const companyEvents = await db
      .select()
      .from(schema.calendarEvents)
      .where(isNull(schema.calendarEvents.projectId));
    expect(companyEvents.length).toBeGreaterThan(0);
    // A month of events around today; all-day ones at UTC midnight, as the calendar reads them.
    const events = await db.select().from(schema.calendarEvents);
    expect(events.length).toBeGreaterThanOrEqual(15);
    for (const event of events.filter((e) => e.allDay)) {
      expect(event.startDate.toISOString()).toMatch(/T00:00:00\.000Z$/);
    }
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['meeting', 'deadline', 'milestone', 'task', 'other']),
    );
  });

  it('has team conversations on several projects, a few of them unread for the owner', async () => {
    const [owner] = await db.select().from(schema.users).where(eq(schema.users.username, 'owner'));
    const messages = await db.select().from(schema.projectChatMessages);
    expect(new Set(messages.map((m) => m.projectId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(messages.map((m) => m.senderId)).size).toBeGreaterThanOrEqual(5);
    const unread = await countTotalUnread(db, owner!.companyId!, owner!.id);
    const customerUnread = (await db.select().from(schema.customerMessages)).filter(
      (m) => m.direction === 'incoming' && !m.isRead,
    ).length;
    expect(unread - customerUnread).toBeGreaterThanOrEqual(2);
    expect(unread - customerUnread).toBeLessThanOrEqual(6);
  });

  it('is not needed, and refused, on a database that is no longer empty', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    await expect(seedDemo(db, { today })).rejects.toThrow(/empty/);
    const companies = await db.select().from(schema.companies);
    expect(companies).toHaveLength(1);
  });

  it("shows the client's side on the kitchen: change orders in every status, selections and a portal invitation", async () => {
    const [kitchen] = await db.select().from(schema.projects).where(eq(schema.projects.type, 'kitchen'));
    const orders = await db
      .select()
      .from(schema.changeOrders)
      .where(eq(schema.changeOrders.projectId, kitchen!.id));
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['draft', 'pending', 'approved', 'declined', 'void']),
    );
    const choices = await db
      .select()
      .from(schema.selections)
      .where(eq(schema.selections.projectId, kitchen!.id));
    expect(choices.map((c) => c.status).sort()).toEqual(['open', 'selected']);
    const chosen = choices.find((c) => c.status === 'selected')!;
    // The choice over the tile allowance made a pending change order for the difference.
    expect(orders.find((o) => o.selectionId === chosen.id)).toMatchObject({
      status: 'pending',
      total: chosen.difference,
    });
    const [customer] = await db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.id, kitchen!.customerId!));
    expect(customer!.portalInvitedAt).not.toBeNull();
  });

  it('has purchase orders in each state and vendor bills on the kitchen, with committed and actual cost', async () => {
    const [kitchen] = await db.select().from(schema.projects).where(eq(schema.projects.type, 'kitchen'));
    const orders = await db
      .select()
      .from(schema.purchaseOrders)
      .where(eq(schema.purchaseOrders.projectId, kitchen!.id))
      .orderBy(asc(schema.purchaseOrders.number));
    expect(orders.map((o) => [o.status, o.total])).toEqual([
      ['partially_billed', '3224.00'],
      ['billed', '168.00'],
      ['sent', '157.50'],
      ['draft', '291.00'],
    ]);
    const bills = await db
      .select()
      .from(schema.vendorBills)
      .where(eq(schema.vendorBills.projectId, kitchen!.id));
    expect(bills.map((b) => [b.number, b.total, b.amountPaid]).sort()).toEqual([
      ['MHP-30917', '168.00', '168.00'],
      ['STG-2417', '1612.00', '0.00'],
    ]);
    const costs = (await db.execute(
      sql`select sum(committed_cost)::text as committed, sum(bills)::text as bills from budget_line_costs
        where project_id = ${kitchen!.id}`,
    )) as unknown as { rows: { committed: string; bills: string }[] };
    // The countertops' unbilled half and the tile order; the draft commits nothing.
    expect(costs.rows[0]).toEqual({ committed: '1769.50', bills: '1780.00' });
  });
  it('bills the dental office by progress: two pay applications, retainage held, the second partly paid', async () => {
    const [project] = await db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.name, 'Thompson Dental Office Build-out'));
    expect(project).toBeDefined();
    const [billing] = await db
      .select()
      .from(schema.projectBilling)
      .where(eq(schema.projectBilling.projectId, project!.id));
    expect(billing).toMatchObject({ method: 'progress', retainagePercent: '10.00' });
    const [sums] = await db
      .select({
        scheduled: sql<string>`(select sum(scheduled_value)::text from sov_lines where project_id = ${project!.id})`,
        held: sql<string>`(select sum(l.retainage)::text from pay_application_lines l
          join pay_applications a on a.id = l.application_id where a.project_id = ${project!.id})`,
      })
      .from(schema.projects)
      .where(eq(schema.projects.id, project!.id));
    expect(sums).toEqual({ scheduled: '146000.00', held: '7780.25' });
    const bills = await db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.projectId, project!.id))
      .orderBy(asc(schema.invoices.id));
    expect(bills.map((i) => [i.amount, i.amountPaid, i.status])).toEqual([
      ['35725.50', '35725.50', 'paid'],
      ['34296.75', '20000.00', 'sent'],
    ]);
    // Each invoice's lines add up to its amount.
    for (const bill of bills) {
      const lines = await db
        .select()
        .from(schema.invoiceLines)
        .where(eq(schema.invoiceLines.invoiceId, bill.id));
      expect(lines.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(bill.amount));
    }
  });
});
