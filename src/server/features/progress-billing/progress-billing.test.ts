import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUnits } from '#domain/pricing';
import { changeOrders, estimates } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

type Line = { name: string; amount: string };

/** A project of a customer with its estimate approved: top-level lines and a tax, frozen as the estimate does. */
async function contractedProject(company: TestCompany, lines: Line[], tax = '0.00') {
  const customer = await aCustomer(db(), company.id, { firstName: 'Ivy', lastName: 'Owner' });
  const project = await aProject(db(), company.id, { customerId: customer!.id, name: 'Office fit-out' });
  const subtotal = lines.reduce((s, l) => s + toUnits(l.amount), 0n);
  const total = subtotal + toUnits(tax);
  const money = (u: bigint) => `${u / 100n}.${String(u % 100n).padStart(2, '0')}`;
  await db()
    .insert(estimates)
    .values({
      companyId: company.id,
      projectId: project!.id,
      status: 'approved',
      title: 'Estimate',
      clientInfo: { name: 'Ivy Owner' },
      companyInfo: { name: company.name },
      snapshot: {
        frozenAt: new Date().toISOString(),
        lines: lines.flatMap((l, i) => [
          {
            budgetItemId: i * 2 + 1,
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
            order: i,
          },
          // A child line: not on the schedule of values (top-level lines only).
          {
            budgetItemId: i * 2 + 2,
            parentId: i * 2 + 1,
            type: 'product' as const,
            name: `${l.name} part`,
            description: null,
            quantity: '1',
            unitCost: '0',
            unitPrice: l.amount,
            totalCost: '0',
            amount: l.amount,
            depth: 1,
            order: 0,
          },
        ]),
        totalCost: '0.00',
        subtotal: money(subtotal),
        tax,
        total: money(total),
      },
    });
  return { projectId: project!.id, customerId: customer!.id };
}

const get = (url: string, cookie: string) => call(t.app, 'GET', url, { cookie });
const post = (url: string, cookie: string, body: unknown) => call(t.app, 'POST', url, { cookie, body });
const patchBilling = (c: TestCompany, projectId: number, body: unknown, headers?: Record<string, string>) =>
  call(t.app, 'PATCH', `/api/projects/${projectId}/billing`, { cookie: c.manager.cookie, body, headers });
const sov = async (c: TestCompany, projectId: number) => {
  const res = await get(`/api/projects/${projectId}/schedule-of-values`, c.employee.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const payApp = (c: TestCompany, projectId: number, body: unknown) =>
  post(`/api/projects/${projectId}/progress-invoices`, c.manager.cookie, body);
const cents = (values: string[]) => values.reduce((s, v) => s + toUnits(v), 0n);

async function progressProject(company: TestCompany, lines: Line[], tax?: string) {
  const p = await contractedProject(company, lines, tax);
  const res = await patchBilling(company, p.projectId, { method: 'progress' });
  expect(res.statusCode, res.body).toBe(200);
  return p;
}

describe('the billing method', () => {
  it('defaults to milestones with 10 % retainage; switching to progress copies the contract with stable ids', async () => {
    const company = await createCompany(db());
    const { projectId } = await contractedProject(
      company,
      [
        { name: 'Demolition', amount: '1000.00' },
        { name: 'Framing', amount: '2500.50' },
      ],
      '87.52',
    );
    const first = await get(`/api/projects/${projectId}/billing`, company.employee.cookie);
    expect(first.json()).toMatchObject({ method: 'milestones', retainagePercent: '10.00', version: '0' });
    // Employees read, but do not change money.
    const refused = await call(t.app, 'PATCH', `/api/projects/${projectId}/billing`, {
      cookie: company.employee.cookie,
      body: { method: 'progress' },
    });
    expect(refused.statusCode).toBe(403);
    const res = await patchBilling(company, projectId, { method: 'progress', retainagePercent: '5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: 'progress', retainagePercent: '5.00' });
    const schedule = await sov(company, projectId);
    expect(schedule.lines.map((l: { description: string }) => l.description)).toEqual([
      'Demolition',
      'Framing',
      'Sales tax',
    ]);
    expect(schedule.lines.map((l: { scheduledValue: string }) => l.scheduledValue)).toEqual([
      '1000.00',
      '2500.50',
      '87.52',
    ]);
    expect(schedule.contractToDate).toBe('3588.02');
    // An approved change order joins as a line; the earlier lines keep their ids.
    await db().insert(changeOrders).values({
      companyId: company.id,
      projectId,
      number: 1,
      title: 'Extra outlet',
      reason: 'client_request',
      status: 'approved',
      total: '300.00',
    });
    const again = await sov(company, projectId);
    expect(again.lines.slice(0, 3).map((l: { id: number }) => l.id)).toEqual(
      schedule.lines.map((l: { id: number }) => l.id),
    );
    expect(again.lines[3]).toMatchObject({
      description: 'CO-1 Extra outlet',
      source: 'change_order',
      item: 4,
    });
    expect(again).toMatchObject({
      originalContract: '3588.02',
      changeOrders: '300.00',
      contractToDate: '3888.02',
    });
  });

  it('refuses progress without an approved estimate, and a stale edit answers 409', async () => {
    const company = await createCompany(db());
    const project = await aProject(db(), company.id, {});
    const res = await patchBilling(company, project!.id, { method: 'progress' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Approve the estimate/);
    const { projectId } = await contractedProject(company, [{ name: 'Work', amount: '100.00' }]);
    const saved = await patchBilling(company, projectId, { retainagePercent: '0' }, { 'if-match': '"0"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().retainagePercent).toBe('0.00');
    const stale = await patchBilling(company, projectId, { retainagePercent: '7' }, { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(409);
    const bad = await patchBilling(company, projectId, { retainagePercent: '101' });
    expect(bad.statusCode).toBe(400);
  });

  it('bills by milestones or by progress, not both', async () => {
    const company = await createCompany(db());
    const { projectId } = await contractedProject(company, [{ name: 'Work', amount: '1000.00' }]);
    // Milestone invoices keep working on a milestone project.
    const deposit = await post(`/api/companies/${company.id}/invoices`, company.manager.cookie, {
      invoiceNumber: 'M-1',
      projectId,
      milestoneType: 'deposit',
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json().amount).toBe('250.00');
    const toProgress = await patchBilling(company, projectId, { method: 'progress' });
    expect(toProgress.statusCode).toBe(409);
    expect(toProgress.json().message).toMatch(/milestone invoices/);
    // A progress invoice on a milestone project is refused too.
    const sched = await sov(company, projectId);
    expect(sched.lines).toEqual([]);
    await call(t.app, 'POST', `/api/invoices/${deposit.json().id}/cancel`, {
      cookie: company.manager.cookie,
    });
    expect((await patchBilling(company, projectId, { method: 'progress' })).statusCode).toBe(200);
    const lineId = (await sov(company, projectId)).lines[0].id;
    const milestone = await post(`/api/companies/${company.id}/invoices`, company.manager.cookie, {
      invoiceNumber: 'M-2',
      projectId,
      milestoneType: 'progress',
    });
    expect(milestone.statusCode).toBe(409);
    const pa = await payApp(company, projectId, {
      periodEnd: '2026-11-30',
      lines: [{ lineId, percentComplete: '10' }],
    });
    expect(pa.statusCode, pa.body).toBe(201);
    const back = await patchBilling(company, projectId, { method: 'milestones' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/pay applications/);
    await call(t.app, 'DELETE', `/api/invoices/${pa.json().id}`, { cookie: company.manager.cookie });
    expect((await patchBilling(company, projectId, { method: 'milestones' })).statusCode).toBe(200);
    const notProgress = await payApp(company, projectId, {
      periodEnd: '2026-11-30',
      lines: [{ lineId, percentComplete: '10' }],
    });
    expect(notProgress.statusCode).toBe(409);
  });
});

describe('pay applications with retainage', () => {
  it('withholds retainage over three applications and releases exactly what was held, to the cent', async () => {
    const company = await createCompany(db());
    const { projectId } = await progressProject(company, [
      { name: 'Sitework', amount: '12345.67' },
      { name: 'Structure', amount: '33333.33' },
    ]);
    const [site, structure] = (await sov(company, projectId)).lines;
    // 1: by percent. 33.33 % of 12,345.67 = 4114.81 (4114.8118…); 10 % of 33,333.33 = 3333.33.
    const one = await payApp(company, projectId, {
      periodEnd: '2026-09-30',
      lines: [
        { lineId: site.id, percentComplete: '33.33' },
        { lineId: structure.id, percentComplete: '10' },
      ],
    });
    expect(one.statusCode, one.body).toBe(201);
    const a1 = one.json();
    expect(a1.application.workThisPeriod).toBe('7448.14');
    // 10 % per line: 411.48 + 333.33
    expect(a1.application.retainage).toBe('744.81');
    expect(a1.amount).toBe('6703.33');
    expect(a1.invoiceNumber).toBe(`INV-${projectId}-PA1`);
    expect(a1.lines.at(-1)).toMatchObject({ description: 'Retainage withheld (10 %)', amount: '-744.81' });
    expect(cents(a1.lines.map((l: { amount: string }) => l.amount))).toBe(toUnits(a1.amount));
    // 2: by amount, with stored materials, at 5 % for this application.
    const two = await payApp(company, projectId, {
      periodEnd: '2026-10-31',
      retainagePercent: '5',
      lines: [
        { lineId: site.id, amount: '1000.01' },
        { lineId: structure.id, amount: '0', materialsStored: '2000.00' },
      ],
    });
    expect(two.statusCode, two.body).toBe(201);
    // 5 % of 1000.01 = 50.0005 -> 50.00; of 2000 = 100.00
    expect(two.json().application.retainage).toBe('150.00');
    expect(two.json().amount).toBe('2850.01');
    // 3: stored materials installed: percent complete includes them; stored drops to 0.
    const three = await payApp(company, projectId, {
      periodEnd: '2026-11-30',
      lines: [
        { lineId: site.id, percentComplete: '100' },
        { lineId: structure.id, percentComplete: '50', materialsStored: '0' },
      ],
    });
    expect(three.statusCode, three.body).toBe(201);
    const a3 = three.json().application;
    // site: 12345.67 − 5114.82 = 7230.85; structure: 16666.67 (50 % of 33,333.33 = 16666.665) − 3333.33 = 13333.34
    expect(a3.workThisPeriod).toBe('20564.19');
    expect(a3.storedChange).toBe('-2000.00');
    // 723.09 (723.085) + 10 % of 11333.34 = 1133.33
    expect(a3.retainage).toBe('1856.42');
    const schedule = await sov(company, projectId);
    const heldByLine = cents(schedule.lines.map((l: { retainageHeld: string }) => l.retainageHeld));
    const withheld = cents([a1.application.retainage, two.json().application.retainage, a3.retainage]);
    expect(heldByLine).toBe(withheld);
    expect(schedule.totals.retainageHeld).toBe('2751.23');
    expect(schedule.lines[0]).toMatchObject({ billedToDate: '12345.67', percent: '100.00', balance: '0.00' });
    expect(schedule.lines[1]).toMatchObject({
      billedToDate: '16666.67',
      percent: '50.00',
      balance: '16666.66',
    });
    // The release bills exactly what was held; a second one has nothing to bill.
    const release = await post(`/api/projects/${projectId}/retainage-release`, company.manager.cookie, {
      periodEnd: '2026-12-31',
    });
    expect(release.statusCode, release.body).toBe(201);
    expect(release.json().amount).toBe('2751.23');
    expect(release.json().application.kind).toBe('retainage_release');
    expect((await sov(company, projectId)).totals.retainageHeld).toBe('0.00');
    const second = await post(`/api/projects/${projectId}/retainage-release`, company.manager.cookie, {});
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('No retainage is held on this project');
    // Every invoice is an ordinary invoice of the project: they add up to what was billed to date.
    const list = (await get(`/api/projects/${projectId}/invoices`, company.employee.cookie)).json();
    expect(list).toHaveLength(4);
    expect(cents(list.map((i: { amount: string }) => i.amount))).toBe(toUnits('29012.34'));
  });

  it('answers 400 naming the line when cumulative billing would pass 100 %', async () => {
    const company = await createCompany(db());
    const { projectId } = await progressProject(company, [
      { name: 'Roofing', amount: '500.00' },
      { name: 'Siding', amount: '800.00' },
    ]);
    const [roof, siding] = (await sov(company, projectId)).lines;
    expect(
      (
        await payApp(company, projectId, {
          periodEnd: '2026-11-30',
          lines: [{ lineId: roof.id, amount: '400' }],
        })
      ).statusCode,
    ).toBe(201);
    const over = await payApp(company, projectId, {
      periodEnd: '2026-12-31',
      lines: [
        { lineId: siding.id, percentComplete: '20' },
        { lineId: roof.id, amount: '100.01' },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Line 1 (Roofing) would be billed above 100 %: 500.01 of 500.00');
    expect(over.json().errors[0].path).toBe('lines.1.amount');
    // Stored materials count too.
    const stored = await payApp(company, projectId, {
      periodEnd: '2026-12-31',
      lines: [{ lineId: roof.id, amount: '50', materialsStored: '50.01' }],
    });
    expect(stored.statusCode).toBe(400);
    // Nothing was written: the siding line is unbilled.
    expect((await sov(company, projectId)).lines[1].billedToDate).toBe('0.00');
    const lower = await payApp(company, projectId, {
      periodEnd: '2026-12-31',
      lines: [{ lineId: roof.id, percentComplete: '50' }],
    });
    expect(lower.statusCode).toBe(400);
    const bad = await payApp(company, projectId, {
      periodEnd: '2026-12-31',
      lines: [{ lineId: roof.id, percentComplete: '50', amount: '1' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bills a credit change order as a negative line, within its own 100 %', async () => {
    const company = await createCompany(db());
    const { projectId } = await progressProject(company, [{ name: 'Bathroom', amount: '1000.00' }]);
    await db().insert(changeOrders).values({
      companyId: company.id,
      projectId,
      number: 1,
      title: 'Vanity removed',
      reason: 'client_request',
      status: 'approved',
      total: '-400.00',
    });
    const schedule = await sov(company, projectId);
    expect(schedule).toMatchObject({
      originalContract: '1000.00',
      changeOrders: '-400.00',
      contractToDate: '600.00',
    });
    const [bath, credit] = schedule.lines;
    expect(credit).toMatchObject({ description: 'CO-1 Vanity removed', scheduledValue: '-400.00' });
    // Half of each: 500.00 − 200.00 this period; 10 % retainage per line: 50.00 − 20.00.
    const one = await payApp(company, projectId, {
      periodEnd: '2026-09-30',
      lines: [
        { lineId: bath.id, percentComplete: '50' },
        { lineId: credit.id, percentComplete: '50' },
      ],
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().application).toMatchObject({ workThisPeriod: '300.00', retainage: '30.00' });
    expect(one.json().amount).toBe('270.00');
    // An amount is what the period bills of the line, taken with the line's sign: 250.00 of a credit is −250.00.
    // Past the credit's own 100 % (more negative than −400.00) is refused, naming the line.
    const over = await payApp(company, projectId, {
      periodEnd: '2026-10-31',
      lines: [{ lineId: credit.id, amount: '250.00' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Line 2 (CO-1 Vanity removed) would be billed above 100 %: -450.00 of -400.00',
    );
    const rest = await payApp(company, projectId, {
      periodEnd: '2026-10-31',
      lines: [
        { lineId: bath.id, percentComplete: '100' },
        { lineId: credit.id, amount: '200.00' },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const after = await sov(company, projectId);
    expect(after.lines[1]).toMatchObject({ billedToDate: '-400.00', percent: '100.00', balance: '0.00' });
    expect(after.totals).toMatchObject({ billedToDate: '600.00', retainageHeld: '60.00' });
  });

  it('gives its billing back when a pay application is cancelled, and guards its amount', async () => {
    const company = await createCompany(db());
    const { projectId } = await progressProject(company, [{ name: 'Paint', amount: '1000.00' }]);
    const [paint] = (await sov(company, projectId)).lines;
    const one = await payApp(company, projectId, {
      periodEnd: '2026-11-30',
      lines: [{ lineId: paint.id, percentComplete: '60' }],
    });
    expect(one.json().amount).toBe('540.00');
    const edit = await call(t.app, 'PATCH', `/api/invoices/${one.json().id}`, {
      cookie: company.manager.cookie,
      body: { amount: '1.00' },
    });
    expect(edit.statusCode).toBe(409);
    const retitled = await call(t.app, 'PATCH', `/api/invoices/${one.json().id}`, {
      cookie: company.manager.cookie,
      body: { title: 'September work' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    await call(t.app, 'POST', `/api/invoices/${one.json().id}/cancel`, { cookie: company.manager.cookie });
    const after = await sov(company, projectId);
    expect(after.lines[0]).toMatchObject({ billedToDate: '0.00', retainageHeld: '0.00' });
    const two = await payApp(company, projectId, {
      periodEnd: '2026-12-31',
      lines: [{ lineId: paint.id, percentComplete: '100' }],
    });
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json().application).toMatchObject({
      number: 2,
      workThisPeriod: '1000.00',
      retainage: '100.00',
    });
  });

  it('does not bill a line above 100 % when two applications race', async () => {
    const company = await createCompany(db());
    const { projectId } = await progressProject(company, [{ name: 'Tile', amount: '1000.00' }]);
    const [tile] = (await sov(company, projectId)).lines;
    const body = { periodEnd: '2026-11-30', lines: [{ lineId: tile.id, amount: '600' }] };
    const answers = await Promise.all([payApp(company, projectId, body), payApp(company, projectId, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await sov(company, projectId)).lines[0].billedToDate).toBe('600.00');
  });

  it("answers 404 for another company's project and 403 for an employee's pay application", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const { projectId } = await progressProject(company, [{ name: 'Work', amount: '100.00' }]);
    expect(
      (await get(`/api/projects/${projectId}/schedule-of-values`, other.manager.cookie)).statusCode,
    ).toBe(404);
    const [line] = (await sov(company, projectId)).lines;
    const body = { periodEnd: '2026-11-30', lines: [{ lineId: line.id, amount: '10' }] };
    expect((await payApp(other, projectId, body)).statusCode).toBe(404);
    const employee = await post(
      `/api/projects/${projectId}/progress-invoices`,
      company.employee.cookie,
      body,
    );
    expect(employee.statusCode).toBe(403);
  });
});

describe('the pay application PDF', () => {
  it('prints the invoice, the application summary and the continuation sheet with its totals', async () => {
    const company = await createCompany(db());
    const { projectId } = await progressProject(company, [
      { name: 'Sitework', amount: '10000.00' },
      { name: 'Structure', amount: '20000.00' },
    ]);
    await db().insert(changeOrders).values({
      companyId: company.id,
      projectId,
      number: 1,
      title: 'Skylight',
      reason: 'client_request',
      status: 'approved',
      total: '1500.00',
    });
    const [site, structure, skylight] = (await sov(company, projectId)).lines;
    const one = await payApp(company, projectId, {
      periodEnd: '2026-10-31',
      lines: [
        { lineId: site.id, percentComplete: '50' },
        { lineId: structure.id, amount: '2000', materialsStored: '1000' },
      ],
    });
    expect(one.json().amount).toBe('7200.00');
    const two = await payApp(company, projectId, {
      periodEnd: '2026-11-30',
      lines: [
        { lineId: site.id, percentComplete: '100' },
        { lineId: skylight.id, percentComplete: '40' },
      ],
    });
    expect(two.statusCode, two.body).toBe(201);
    // 5000 + 600 = 5600 this period, less 560 retainage
    expect(two.json().amount).toBe('5040.00');
    const res = await get(`/api/invoices/${two.json().id}/pdf`, company.employee.cookie);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PDF_OUT, res.rawPayload);
    expect(text).toContain('Application and certificate for payment');
    expect(text).toContain('Continuation sheet');
    // Summary: 30,000 + 1,500; completed and stored 10,000 + 3,000 + 600 = 13,600; retainage 1,360.
    for (const figure of ['$30,000.00', '$1,500.00', '$31,500.00', '$13,600.00', '$1,360.00', '$12,240.00']) {
      expect(text).toContain(figure);
    }
    // Previous certificates 7,200; current payment due 5,040; balance to finish 31,500 − 12,240 = 19,260.
    expect(text).toContain('$7,200.00');
    expect(text).toContain('$5,040.00');
    expect(text).toContain('$19,260.00');
    // Continuation columns and rows: Sitework 5,000 previous, 5,000 this period, 100 %.
    for (const column of [
      'Scheduled value',
      'From previous',
      'This period',
      'Materials',
      'Balance to',
      'Retainage',
    ]) {
      expect(text).toContain(column);
    }
    expect(text).toContain('CO-1 Skylight');
    expect(text).toContain('100.00 %');
    expect(text).toContain('Grand total');
    expect(text).toContain('Retainage withheld (10 %)');
  });
});
