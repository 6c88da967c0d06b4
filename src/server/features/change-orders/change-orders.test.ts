import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetView } from '#domain/contracts/budget';
import type {
  ChangeOrderHistoryEntry,
  ChangeOrderSummary,
  ChangeOrderView,
} from '#domain/contracts/change-orders';
import type { ProjectSummary } from '#domain/contracts/projects';
import { t as text } from '#domain/messages/all';
import { invoices, projects } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
});
afterAll(async () => {
  await t.close();
});

type Who = 'admin' | 'manager' | 'employee';
const as = (company: TestCompany, who: Who = 'admin') => company[who].cookie;

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/**
 * A project with a customer, a target completion date and a budget ('Bathroom' group: 2 x 100/150), whose
 * estimate is approved when `approved` (Sold Price then 300.00).
 */
async function contractProject(company: TestCompany, { approved = true } = {}) {
  const db = t.database.db;
  const customer = await aCustomer(db, company.id, { email: 'dana@example.com' });
  const project = await aProject(db, company.id, {
    customerId: customer.id,
    targetCompletionDate: '2027-03-01',
  });
  const group = await ok<{ id: number }>(
    await call(t.app, 'POST', `/api/projects/${project.id}/budget`, {
      cookie: as(company),
      body: { type: 'group', name: 'Bathroom' },
    }),
    201,
  );
  await ok(
    await call(t.app, 'POST', `/api/projects/${project.id}/budget`, {
      cookie: as(company),
      body: { name: 'Vanity', parentId: group.id, quantity: 2, unitCost: 100, unitPrice: 150 },
    }),
    201,
  );
  if (approved) {
    const estimate = await ok<{ id: number }>(
      await call(t.app, 'GET', `/api/projects/${project.id}/estimate`, { cookie: as(company) }),
    );
    await ok(
      await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
        cookie: as(company),
        body: { name: 'Dana', email: 'dana@example.com' },
      }),
      201,
    );
    for (const status of ['pending', 'approved']) {
      await ok(
        await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, {
          cookie: as(company),
          body: { status },
        }),
      );
    }
  }
  return { projectId: project.id, groupId: group.id };
}

const create = (company: TestCompany, projectId: number, body: unknown, who: Who = 'admin') =>
  call(t.app, 'POST', `/api/projects/${projectId}/change-orders`, { cookie: as(company, who), body });

const approve = (company: TestCompany, id: number, body: unknown = {}, who: Who = 'manager') =>
  call(t.app, 'POST', `/api/change-orders/${id}/approve`, {
    cookie: as(company, who),
    body,
    headers: { 'user-agent': 'Office browser' },
  });

const summary = async (company: TestCompany, projectId: number) =>
  ok<ProjectSummary>(await call(t.app, 'GET', `/api/projects/${projectId}/summary`, { cookie: as(company) }));

const budget = async (company: TestCompany, projectId: number) =>
  ok<BudgetView>(await call(t.app, 'GET', `/api/projects/${projectId}/budget`, { cookie: as(company) }));

describe('change orders', () => {
  it('numbers drafts CO-1, CO-2... per project, with totals summed by the database from lines rounded to the cent', async () => {
    const { projectId } = await contractProject(a, { approved: false });
    const first = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Add a shower niche',
        reason: 'client_request',
        scheduleDays: 2,
        lines: [
          { name: 'Niche framing', quantity: 3, unitCost: 20, unitPrice: 33.335, unit: 'hr' },
          { name: 'Tile', quantity: '1.5', unitCost: '40', markup: '25' },
        ],
      }),
      201,
    );
    expect(first).toMatchObject({ number: 'CO-1', status: 'draft', scheduleDays: 2, canManage: true });
    // 3 x 33.34 = 100.02; 1.5 x 50.00 = 75.00 (the markup sets the price).
    expect(first.lines.map((l) => [l.unitPrice, l.total, l.totalCost])).toEqual([
      ['33.34', '100.02', '60.00'],
      ['50.00', '75.00', '60.00'],
    ]);
    expect([first.total, first.totalCost]).toEqual(['175.02', '120.00']);

    // Two at once still get different numbers; another project starts from CO-1.
    const [second, third] = await Promise.all(
      ['One', 'Two'].map((title) => create(a, projectId, { title, reason: 'other' })),
    );
    const numbers = [await ok<ChangeOrderView>(second!, 201), await ok<ChangeOrderView>(third!, 201)].map(
      (c) => c.number,
    );
    expect(numbers.sort()).toEqual(['CO-2', 'CO-3']);
    const other = await contractProject(a, { approved: false });
    expect(
      (await ok<ChangeOrderView>(await create(a, other.projectId, { title: 'X', reason: 'other' }), 201))
        .number,
    ).toBe('CO-1');

    const list = await ok<ChangeOrderSummary[]>(
      await call(t.app, 'GET', `/api/projects/${projectId}/change-orders`, { cookie: as(a, 'employee') }),
    );
    expect(list.map((c) => c.number)).toEqual(['CO-3', 'CO-2', 'CO-1']);
    expect(list[2]).toMatchObject({ title: 'Add a shower niche', total: '175.02', reason: 'client_request' });
  });

  it('refuses bad lines with the field of the line, and foreign references, writing nothing', async () => {
    const { projectId } = await contractProject(a, { approved: false });
    const foreign = await contractProject(b, { approved: false });
    const zero = await create(a, projectId, {
      title: 'Zero',
      reason: 'other',
      lines: [{ name: 'X', quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toContainEqual({
      path: 'lines.0.quantity',
      message: text('changeOrders:messages.quantity'),
    });
    const noTitle = await create(a, projectId, { reason: 'other' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors[0]).toMatchObject({ path: 'title' });
    const badDays = await create(a, projectId, { title: 'X', reason: 'other', scheduleDays: '2.5' });
    expect(badDays.json().errors[0]).toMatchObject({ path: 'scheduleDays' });
    const badReason = await create(a, projectId, { title: 'X', reason: 'whim' });
    expect(badReason.json().errors[0]).toEqual({
      path: 'reason',
      message: text('changeOrders:messages.reason'),
    });
    const foreignGroup = await create(a, projectId, {
      title: 'X',
      reason: 'other',
      lines: [{ name: 'X', quantity: 1, unitCost: 1, budgetParentId: foreign.groupId }],
    });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().errors).toEqual([
      { path: 'lines.0.budgetParentId', message: text('changeOrders:messages.budgetParentId') },
    ]);
    const list = await ok<ChangeOrderSummary[]>(
      await call(t.app, 'GET', `/api/projects/${projectId}/change-orders`, { cookie: as(a) }),
    );
    expect(list).toEqual([]);
    // A change that saves time moves the date back.
    const sooner = await ok<ChangeOrderView>(
      await create(a, projectId, { title: 'X', reason: 'other', scheduleDays: '-2' }),
      201,
    );
    expect(sooner.scheduleDays).toBe(-2);
    // Another company's project is not found, for reading and writing.
    expect((await create(b, projectId, { title: 'X', reason: 'other' })).statusCode).toBe(404);
  });

  it('lets employees read but not create, change or approve', async () => {
    const { projectId } = await contractProject(a);
    const co = await ok<ChangeOrderView>(
      await create(a, projectId, { title: 'Niche', reason: 'other' }),
      201,
    );
    expect((await create(a, projectId, { title: 'X', reason: 'other' }, 'employee')).statusCode).toBe(403);
    expect((await approve(a, co.id, {}, 'employee')).statusCode).toBe(403);
    const read = await ok<ChangeOrderView>(
      await call(t.app, 'GET', `/api/change-orders/${co.id}`, { cookie: as(a, 'employee') }),
    );
    expect(read.canManage).toBe(false);
  });

  it('on approval puts the lines in the budget, adds the total to Sold Price and Balance, and moves the completion date', async () => {
    const { projectId, groupId } = await contractProject(a);
    expect((await summary(a, projectId)).soldPrice).toBe('300.00');
    const co = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Heated floor',
        reason: 'design_change',
        scheduleDays: 5,
        lines: [
          { name: 'Heating mat', quantity: 1, unitCost: 400, unitPrice: 600 },
          { name: 'Thermostat', quantity: 1, unitCost: 80, unitPrice: 120.5, budgetParentId: groupId },
        ],
      }),
      201,
    );
    const approved = await ok<ChangeOrderView>(await approve(a, co.id, { note: 'Signed on site' }));
    expect(approved).toMatchObject({ status: 'approved', decisionNote: 'Signed on site' });
    expect(approved.decidedByName).not.toBeNull();
    expect(approved.lines.every((l) => l.budgetItemId !== null)).toBe(true);

    const view = await budget(a, projectId);
    const own = view.items.find((i) => i.name === 'Change Order CO-1: Heated floor');
    expect(own).toMatchObject({ type: 'group', parentId: null, totalPrice: '600.00' });
    expect(view.items.find((i) => i.name === 'Heating mat')).toMatchObject({
      parentId: own!.id,
      unitCost: '400.00',
    });
    expect(view.items.find((i) => i.name === 'Thermostat')).toMatchObject({
      parentId: groupId,
      unitPrice: '120.50',
    });
    expect(view.totals.totalPrice).toBe('1020.50');
    expect(view.totals.soldPrice).toBe('1020.50');

    const cards = await summary(a, projectId);
    expect([cards.soldPrice, cards.balance]).toEqual(['1020.50', '1020.50']);
    const [project] = await t.database.db
      .select({ target: projects.targetCompletionDate })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect(project!.target).toBe('2027-03-06');
    const listed = await ok<{ budgetFigure: string | null }>(
      await call(t.app, 'GET', `/api/projects/${projectId}`, { cookie: as(a) }),
    );
    expect(listed.budgetFigure).toBe('1020.50');

    const history = await ok<ChangeOrderHistoryEntry[]>(
      await call(t.app, 'GET', `/api/change-orders/${co.id}/history`, { cookie: as(a, 'employee') }),
    );
    expect(history.map((h) => h.action)).toEqual(['approved', 'approved', 'created']);
    expect(history[0]).toMatchObject({ userAgent: 'Office browser', ipAddress: '127.0.0.1' });
    expect(history.map((h) => h.details)).toContain('Target completion moved from 2027-03-01 to 2027-03-06');

    // Approved is final: no edit, no second approval, no deletion, no void.
    const edit = await call(t.app, 'PATCH', `/api/change-orders/${co.id}`, {
      cookie: as(a),
      body: { title: 'X' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await approve(a, co.id)).statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/change-orders/${co.id}`, { cookie: as(a) })).statusCode).toBe(
      409,
    );
    expect(
      (await call(t.app, 'POST', `/api/change-orders/${co.id}/void`, { cookie: as(a) })).statusCode,
    ).toBe(409);
  });

  it('lowers Sold Price by an approved credit, and leaves out declined and void ones', async () => {
    const { projectId } = await contractProject(a);
    const credit = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Keep the old vanity',
        reason: 'client_request',
        lines: [{ name: 'Vanity (credit)', quantity: -1, unitCost: 100, unitPrice: 150 }],
      }),
      201,
    );
    expect(credit.total).toBe('-150.00');
    const declined = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Skylight',
        reason: 'other',
        lines: [{ name: 'Skylight', quantity: 1, unitCost: 900 }],
      }),
      201,
    );
    const voided = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Fan',
        reason: 'other',
        lines: [{ name: 'Fan', quantity: 1, unitCost: 90 }],
      }),
      201,
    );
    await ok(await approve(a, credit.id));
    await ok(
      await call(t.app, 'POST', `/api/change-orders/${declined.id}/decline`, {
        cookie: as(a),
        body: { reason: 'Over budget' },
      }),
    );
    await ok(await call(t.app, 'POST', `/api/change-orders/${voided.id}/void`, { cookie: as(a) }));
    const cards = await summary(a, projectId);
    expect([cards.soldPrice, cards.balance]).toEqual(['150.00', '150.00']);
    const view = await budget(a, projectId);
    expect([view.totals.soldPrice, view.totals.totalPrice]).toEqual(['150.00', '150.00']);
    expect(view.items.find((i) => i.name === 'Vanity (credit)')).toMatchObject({
      quantity: '-1.00',
      totalPrice: '-150.00',
    });
  });

  it('is approved only on an approved estimate and with lines, refusing without a trace', async () => {
    const { projectId } = await contractProject(a, { approved: false });
    const co = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Niche',
        reason: 'other',
        lines: [{ name: 'Niche', quantity: 1, unitCost: 10 }],
      }),
      201,
    );
    const early = await approve(a, co.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(text('changeOrders:server.estimateNotApproved'));
    expect((await budget(a, projectId)).items.some((i) => i.name === 'Niche')).toBe(false);

    const contract = await contractProject(a);
    const empty = await ok<ChangeOrderView>(
      await create(a, contract.projectId, { title: 'Empty', reason: 'other' }),
      201,
    );
    const refused = await approve(a, empty.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(text('changeOrders:server.noLines'));
    expect((await budget(a, contract.projectId)).items.some((i) => i.name.startsWith('Change Order'))).toBe(
      false,
    );
  });

  it('bills now: a draft invoice for the total, which the milestone invoices then leave out', async () => {
    const { projectId } = await contractProject(a);
    const co = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Towel warmer',
        reason: 'client_request',
        lines: [{ name: 'Warmer', quantity: 1, unitCost: 200, unitPrice: 250 }],
      }),
      201,
    );
    const approved = await ok<ChangeOrderView>(await approve(a, co.id, { billNow: true }));
    expect(approved.invoiceId).not.toBeNull();
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, approved.invoiceId!), eq(invoices.companyId, a.id)));
    expect(invoice).toMatchObject({
      amount: '250.00',
      status: 'draft',
      projectId,
      invoiceNumber: `INV-${projectId}-CO1`,
      title: 'Change Order CO-1: Towel warmer',
    });
    expect((await summary(a, projectId)).soldPrice).toBe('550.00');
    const milestones = await ok<{ basis: string; total: string }>(
      await call(t.app, 'GET', `/api/projects/${projectId}/milestone-invoices`, { cookie: as(a) }),
    );
    expect(milestones).toMatchObject({ basis: 'estimate', total: '300.00' });

    const credit = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Credit',
        reason: 'other',
        lines: [{ name: 'Less', quantity: -1, unitCost: 10 }],
      }),
      201,
    );
    const refused = await approve(a, credit.id, { billNow: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'billNow', message: text('changeOrders:messages.billNow') },
    ]);
  });

  it('makes an approved estimate final once a change order is pending or approved against it', async () => {
    const { projectId } = await contractProject(a);
    const estimate = await ok<{ id: number }>(
      await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, { cookie: as(a) }),
    );
    const co = await ok<ChangeOrderView>(
      await create(a, projectId, {
        title: 'Niche',
        reason: 'other',
        lines: [{ name: 'Niche', quantity: 1, unitCost: 10 }],
      }),
      201,
    );
    await ok(await approve(a, co.id));
    const back = await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, {
      cookie: as(a),
      body: { status: 'draft' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(text('estimates:status.contractFinal'));
    expect((await summary(a, projectId)).soldPrice).toBe('310.00');
  });
});
