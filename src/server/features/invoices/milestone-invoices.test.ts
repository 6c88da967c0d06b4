import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '#domain/contracts/invoices';
import { toUnits } from '#domain/pricing';
import { budgetItems, estimates } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A project of a customer whose budget sells for 1,000.02 (two product lines and a group). */
async function budgetedProject(company: TestCompany) {
  const customer = await aCustomer(db(), company.id, { firstName: 'Ivy', lastName: 'Client' });
  const project = await aProject(db(), company.id, {
    customerId: customer!.id,
    name: 'Kitchen',
    budget: '50000',
  });
  const projectId = project!.id;
  const [group] = await db()
    .insert(budgetItems)
    .values({ companyId: company.id, projectId, type: 'group', name: 'Cabinets' })
    .returning();
  await db()
    .insert(budgetItems)
    .values([
      {
        companyId: company.id,
        projectId,
        parentId: group!.id,
        name: 'Doors',
        quantity: '3',
        unitPrice: '133.34',
      },
      { companyId: company.id, projectId, name: 'Install', quantity: '1', unitPrice: '600', order: 1 },
    ]);
  return { projectId, customerId: customer!.id };
}

/** The estimate, approved with a frozen total (as the estimate area freezes it), at a deposit percentage. */
async function approveEstimate(
  company: TestCompany,
  projectId: number,
  total: string,
  deposit: unknown = 30,
) {
  await db()
    .insert(estimates)
    .values({
      companyId: company.id,
      projectId,
      status: 'approved',
      title: 'Estimate',
      clientInfo: { name: 'Ivy Client' },
      companyInfo: { name: company.name },
      terms: { depositPercentage: deposit } as { depositPercentage: number },
      snapshot: {
        frozenAt: new Date().toISOString(),
        lines: [],
        totalCost: '0.00',
        subtotal: total,
        tax: '0.00',
        total,
      },
    });
}

const billing = (company: TestCompany, projectId: number, cookie = company.employee.cookie) =>
  call(t.app, 'GET', `/api/projects/${projectId}/milestone-invoices`, { cookie });

const bill = (company: TestCompany, body: Record<string, unknown>, cookie = company.manager.cookie) =>
  call(t.app, 'POST', `/api/companies/${company.id}/invoices`, {
    cookie,
    body: { invoiceNumber: `INV-${unique()}`, ...body },
  });

const sumOf = (amounts: string[]) => amounts.reduce((sum, a) => sum + toUnits(a), 0n);

describe('milestone billing of a project', () => {
  it('splits the budget total while no estimate is approved, exactly to the cent', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    const res = await billing(company, projectId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ basis: 'budget', total: '1000.02', estimateApproved: false });
    // 25 % (no estimate: the default) of 1000.02 = 250.005 -> 250.01; 40 % = 400.008 -> 400.01; rest 350.00
    expect(body.milestones).toEqual([
      { type: 'deposit', percent: 25, amount: '250.01', invoice: null },
      { type: 'progress', percent: 40, amount: '400.01', invoice: null },
      { type: 'final', percent: 35, amount: '350.00', invoice: null },
    ]);
  });

  it("splits the approved estimate's total (the Sold Price) by its deposit percentage", async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    await approveEstimate(company, projectId, '12345.67', 30);
    const body = (await billing(company, projectId)).json();
    expect(body).toMatchObject({ basis: 'estimate', total: '12345.67', estimateApproved: true });
    expect(body.milestones.map((m: { percent: number }) => m.percent)).toEqual([30, 40, 30]);
    expect(sumOf(body.milestones.map((m: { amount: string }) => m.amount))).toBe(toUnits('12345.67'));
    const summary = (
      await call(t.app, 'GET', `/api/projects/${projectId}/summary`, {
        cookie: company.employee.cookie,
      })
    ).json();
    expect(summary.soldPrice).toBe(body.total);
  });

  it('takes 25 % when the estimate holds no usable deposit percentage', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    await approveEstimate(company, projectId, '100.00', 'thirty');
    const body = (await billing(company, projectId)).json();
    expect(body.milestones.map((m: { amount: string }) => m.amount)).toEqual(['25.00', '40.00', '35.00']);
  });

  it("answers 404 for another company's project, and for a project that does not exist", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const { projectId } = await budgetedProject(other);
    expect((await billing(company, projectId)).statusCode).toBe(404);
    expect((await billing(company, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('creating milestone invoices', () => {
  it('bills the three milestones at amounts the server computes, adding up to the Sold Price', async () => {
    const company = await createCompany(db());
    const { projectId, customerId } = await budgetedProject(company);
    await approveEstimate(company, projectId, '9999.99', 35);
    const made = [];
    for (const milestoneType of ['deposit', 'progress', 'final']) {
      const res = await bill(company, { milestoneType, projectId, issueDate: '2026-11-25' });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json());
    }
    expect(made.map((i) => i.milestoneType)).toEqual(['deposit', 'progress', 'final']);
    expect(made[0]).toMatchObject({ customerId, title: 'Deposit (35%)', status: 'draft', lines: [] });
    expect(sumOf(made.map((i) => i.amount))).toBe(toUnits('9999.99'));
    const body = (await billing(company, projectId)).json();
    expect(body.milestones.map((m: { invoice: { id: number } }) => m.invoice.id)).toEqual(
      made.map((i) => i.id),
    );
    expect(body.milestones[0].invoice).toMatchObject({ invoiceNumber: made[0].invoiceNumber, isPaid: false });
  });

  it('accepts the amount the client showed and refuses another one, never billing what was not shown', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    const wrong = await bill(company, { milestoneType: 'progress', projectId, amount: '999.00' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errors[0].path).toBe('amount');
    const right = await bill(company, { milestoneType: 'progress', projectId, amount: '400.01' });
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json().amount).toBe('400.01');
  });

  it('answers 409 on milestoneType for a second live invoice of a milestone; cancelling frees it', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    await approveEstimate(company, projectId, '2000.00');
    const first = await bill(company, { milestoneType: 'deposit', projectId });
    expect(first.statusCode).toBe(201);
    const second = await bill(company, { milestoneType: 'deposit', projectId });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: invoiceMessages.milestoneTaken,
      errors: [{ path: 'milestoneType', message: invoiceMessages.milestoneTaken }],
    });
    const cancel = await call(t.app, 'POST', `/api/invoices/${first.json().id}/cancel`, {
      cookie: company.admin.cookie,
    });
    expect(cancel.statusCode).toBe(200);
    const again = await bill(company, { milestoneType: 'deposit', projectId });
    expect(again.statusCode, again.body).toBe(201);
    // Another project of the company has its own milestones.
    const { projectId: next } = await budgetedProject(company);
    expect((await bill(company, { milestoneType: 'progress', projectId: next })).statusCode).toBe(201);
  });

  it('refuses the deposit before the estimate is approved, and a milestone with nothing to bill', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    const deposit = await bill(company, { milestoneType: 'deposit', projectId });
    expect(deposit.statusCode).toBe(409);
    expect(deposit.json().errors).toEqual([
      { path: 'milestoneType', message: invoiceMessages.depositNeedsApproval },
    ]);
    const empty = await aProject(db(), company.id, { name: 'Empty' });
    const nothing = await bill(company, { milestoneType: 'final', projectId: empty!.id });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors).toEqual([
      { path: 'milestoneType', message: invoiceMessages.nothingToBill },
    ]);
  });

  it('answers 400 with field messages: no project, lines, an unknown type, an issue date before 1900', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    const noProject = await bill(company, { milestoneType: 'final' });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().errors).toEqual([
      { path: 'projectId', message: invoiceMessages.milestoneProject },
    ]);
    const lines = await bill(company, {
      milestoneType: 'final',
      projectId,
      lines: [{ description: 'Extra', quantity: 1, unitPrice: '5.00' }],
    });
    expect(lines.json().errors).toEqual([{ path: 'lines', message: invoiceMessages.milestoneLines }]);
    const type = await bill(company, { milestoneType: 'retainer', projectId });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors[0].path).toBe('milestoneType');
    const old = await bill(company, { milestoneType: 'final', projectId, issueDate: '1899-12-31' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([{ path: 'issueDate', message: 'Enter a valid date' }]);
  });

  it("refuses employees (403) and another company's project (400 on projectId)", async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    const employee = await bill(company, { milestoneType: 'final', projectId }, company.employee.cookie);
    expect(employee.statusCode).toBe(403);
    const other = await createCompany(db());
    const foreign = await bill(other, { milestoneType: 'final', projectId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'projectId', message: 'Project not found' }]);
    // Another company's route is 404, whatever the body.
    const route = await bill(company, { milestoneType: 'final', projectId }, other.manager.cookie);
    expect(route.statusCode).toBe(404);
  });

  it('keeps the amount and project of a milestone invoice; its other fields can be edited', async () => {
    const company = await createCompany(db());
    const { projectId } = await budgetedProject(company);
    const made = (await bill(company, { milestoneType: 'final', projectId })).json();
    const patch = (body: Record<string, unknown>) =>
      call(t.app, 'PATCH', `/api/invoices/${made.id}`, { cookie: company.manager.cookie, body });
    const same = await patch({ description: 'Completion', amount: made.amount, projectId });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      description: 'Completion',
      amount: made.amount,
      milestoneType: 'final',
    });
    const changed = await patch({ amount: '1.00' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors).toEqual([{ path: 'amount', message: invoiceMessages.milestoneFixed }]);
    const lines = await patch({ lines: [{ description: 'x', quantity: 1, unitPrice: '1.00' }] });
    expect(lines.statusCode).toBe(409);
  });
});
