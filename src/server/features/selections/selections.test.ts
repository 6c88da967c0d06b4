import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetView } from '#domain/contracts/budget';
import type { ChangeOrderHistoryEntry, ChangeOrderView } from '#domain/contracts/change-orders';
import type { ProjectSummary } from '#domain/contracts/projects';
import type { ChooseSelectionAnswer, Selection } from '#domain/contracts/selections';
import { changeOrders, storedFiles } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { chooseSelectionOption } from './selection-choice';

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
 * A project whose approved estimate (Sold Price 3,300.00) has a 'Finishes' group holding a tile allowance
 * (1 x 2,000/3,000, flagged) and a vanity (1 x 200/300).
 */
async function allowanceProject(company: TestCompany) {
  const db = t.database.db;
  const customer = await aCustomer(db, company.id, { email: 'dana@example.com' });
  const project = await aProject(db, company.id, { customerId: customer.id });
  const add = async (body: unknown) =>
    ok<{ id: number; isAllowance: boolean }>(
      await call(t.app, 'POST', `/api/projects/${project.id}/budget`, { cookie: as(company), body }),
      201,
    );
  const group = await add({ type: 'group', name: 'Finishes' });
  const allowance = await add({
    name: 'Tile allowance',
    parentId: group.id,
    quantity: 1,
    unitCost: 2000,
    unitPrice: 3000,
    isAllowance: true,
  });
  const vanity = await add({
    name: 'Vanity',
    parentId: group.id,
    quantity: 1,
    unitCost: 200,
    unitPrice: 300,
  });
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
      await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, { cookie: as(company), body: { status } }),
    );
  }
  return { projectId: project.id, groupId: group.id, allowanceId: allowance.id, vanityId: vanity.id };
}

const create = (company: TestCompany, projectId: number, body: unknown, who: Who = 'admin') =>
  call(t.app, 'POST', `/api/projects/${projectId}/selections`, { cookie: as(company, who), body });

const choose = (company: TestCompany, id: number, optionId: number, who: Who = 'manager') =>
  call(t.app, 'POST', `/api/selections/${id}/choose`, { cookie: as(company, who), body: { optionId } });

const tile = (allowanceItemId: number | null, dueDate = '2027-01-15') => ({
  title: 'Bathroom tile',
  description: 'Floor and shower walls',
  dueDate,
  allowanceItemId,
  options: [
    { name: 'Porcelain', description: '12x24 matte', price: '2750.55' },
    { name: 'Marble', price: 3412.37 },
    { name: 'Ceramic', price: '3000' },
  ],
});

describe('selections', () => {
  it('creates a selection with its options on an allowance line and lists it with the allowance', async () => {
    const { projectId, allowanceId } = await allowanceProject(a);
    const made = await ok<Selection>(await create(a, projectId, tile(allowanceId)), 201);
    expect(made).toMatchObject({
      title: 'Bathroom tile',
      status: 'open',
      dueDate: '2027-01-15',
      allowanceItemId: allowanceId,
      allowanceName: 'Tile allowance',
      allowanceAmount: '3000.00',
      chosenOptionId: null,
      difference: null,
      changeOrderId: null,
      canManage: true,
    });
    expect(made.options.map((o) => [o.name, o.price, o.position])).toEqual([
      ['Porcelain', '2750.55', 0],
      ['Marble', '3412.37', 1],
      ['Ceramic', '3000.00', 2],
    ]);
    const list = await ok<Selection[]>(
      await call(t.app, 'GET', `/api/projects/${projectId}/selections`, { cookie: as(a, 'employee') }),
    );
    expect(list.map((s) => s.id)).toEqual([made.id]);
    expect(list[0]!.canManage).toBe(false);
  });

  it('refuses an allowance line that is not a flagged product line of the same project', async () => {
    const { projectId, groupId, vanityId } = await allowanceProject(a);
    const other = await allowanceProject(a);
    for (const itemId of [groupId, vanityId, other.allowanceId]) {
      const res = await create(a, projectId, tile(itemId));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'allowanceItemId', message: 'Please choose an allowance line of this project’s budget' },
      ]);
    }
    const empty = await create(a, projectId, { ...tile(null), options: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ path: 'options', message: 'Add at least one option' });
  });

  it('shows Overdue for an open selection past its due date, by the company’s day', async () => {
    const { projectId } = await allowanceProject(a);
    const late = await ok<Selection>(await create(a, projectId, tile(null, '2020-01-01')), 201);
    expect(late.status).toBe('overdue');
    const soon = await ok<Selection>(await create(a, projectId, tile(null, '2999-01-01')), 201);
    expect(soon.status).toBe('open');
  });

  it("a selection's overage or credit becomes a change order: pending, linked, the difference to the cent, and its approval lands in the budget and Sold Price", async () => {
    const { projectId, groupId, allowanceId } = await allowanceProject(a);
    const summary = async () =>
      ok<ProjectSummary>(await call(t.app, 'GET', `/api/projects/${projectId}/summary`, { cookie: as(a) }));
    expect((await summary()).soldPrice).toBe('3300.00');

    // Overage: 3,412.37 against 3,000.00.
    const over = await ok<Selection>(await create(a, projectId, tile(allowanceId)), 201);
    const marble = over.options.find((o) => o.name === 'Marble')!;
    const chosen = await ok<ChooseSelectionAnswer>(await choose(a, over.id, marble.id));
    expect(chosen.selection).toMatchObject({
      status: 'selected',
      chosenOptionId: marble.id,
      chosenOptionName: 'Marble',
      allowanceAmount: '3000.00',
      difference: '412.37',
      changeOrderId: chosen.changeOrder!.id,
      changeOrderNumber: 'CO-1',
    });
    expect(chosen.changeOrder).toMatchObject({
      number: 'CO-1',
      status: 'pending',
      reason: 'client_request',
      title: 'Selection: Bathroom tile',
      total: '412.37',
    });
    const co = await ok<ChangeOrderView>(
      await call(t.app, 'GET', `/api/change-orders/${chosen.changeOrder!.id}`, { cookie: as(a) }),
    );
    expect(co.lines).toHaveLength(1);
    expect(co.lines[0]).toMatchObject({
      name: 'Bathroom tile: Marble (over allowance)',
      quantity: '1.00',
      unitPrice: '412.37',
      // The allowance's cost-to-price ratio (2,000/3,000) carries over.
      unitCost: '274.91',
      total: '412.37',
      budgetParentId: groupId,
    });
    const [linked] = await t.database.db
      .select({ selectionId: changeOrders.selectionId })
      .from(changeOrders)
      .where(eq(changeOrders.id, co.id));
    expect(linked!.selectionId).toBe(over.id);
    const history = await ok<ChangeOrderHistoryEntry[]>(
      await call(t.app, 'GET', `/api/change-orders/${co.id}/history`, { cookie: as(a) }),
    );
    expect(history[0]).toMatchObject({
      action: 'created',
      details: 'Created by the choice of Marble for the selection Bathroom tile',
    });
    expect(history[0]!.actorName).not.toBeNull();

    // Credit: 2,750.55 against 3,000.00.
    const under = await ok<Selection>(await create(a, projectId, tile(allowanceId)), 201);
    const porcelain = under.options.find((o) => o.name === 'Porcelain')!;
    const credited = await ok<ChooseSelectionAnswer>(await choose(a, under.id, porcelain.id, 'admin'));
    expect(credited.selection.difference).toBe('-249.45');
    expect(credited.changeOrder).toMatchObject({ number: 'CO-2', status: 'pending', total: '-249.45' });
    const credit = await ok<ChangeOrderView>(
      await call(t.app, 'GET', `/api/change-orders/${credited.changeOrder!.id}`, { cookie: as(a) }),
    );
    expect(credit.lines[0]).toMatchObject({
      name: 'Bathroom tile: Porcelain (credit from allowance)',
      quantity: '-1.00',
      unitPrice: '249.45',
      total: '-249.45',
    });

    // Approving both: the budget and Sold Price follow (3,300.00 + 412.37 - 249.45).
    for (const id of [co.id, credit.id]) {
      await ok(await call(t.app, 'POST', `/api/change-orders/${id}/approve`, { cookie: as(a), body: {} }));
    }
    expect((await summary()).soldPrice).toBe('3462.92');
    const view = await ok<BudgetView>(
      await call(t.app, 'GET', `/api/projects/${projectId}/budget`, { cookie: as(a) }),
    );
    expect(view.items.find((i) => i.name === 'Bathroom tile: Marble (over allowance)')).toMatchObject({
      parentId: groupId,
      totalPrice: '412.37',
    });
    expect(view.totals.soldPrice).toBe('3462.92');
  });

  it('makes no change order when the price matches the allowance, and without an allowance line the whole price is the overage', async () => {
    const { projectId, allowanceId } = await allowanceProject(a);
    const even = await ok<Selection>(await create(a, projectId, tile(allowanceId)), 201);
    const ceramic = even.options.find((o) => o.name === 'Ceramic')!;
    const matched = await ok<ChooseSelectionAnswer>(await choose(a, even.id, ceramic.id));
    expect(matched.changeOrder).toBeNull();
    expect(matched.selection).toMatchObject({ status: 'selected', difference: '0.00', changeOrderId: null });

    const extra = await ok<Selection>(await create(a, projectId, tile(null)), 201);
    const porcelain = extra.options.find((o) => o.name === 'Porcelain')!;
    const made = await ok<ChooseSelectionAnswer>(await choose(a, extra.id, porcelain.id));
    expect(made.selection).toMatchObject({ allowanceAmount: '0.00', difference: '2750.55' });
    expect(made.changeOrder).toMatchObject({ total: '2750.55', totalCost: '2750.55' });
  });

  it('a choice is final: choosing again, editing or deleting answers 409; ordered follows selected', async () => {
    const { projectId, allowanceId } = await allowanceProject(a);
    const s = await ok<Selection>(await create(a, projectId, tile(allowanceId)), 201);
    const [first, second] = s.options;
    const early = await call(t.app, 'POST', `/api/selections/${s.id}/ordered`, { cookie: as(a) });
    expect(early.statusCode).toBe(409);
    await ok(await choose(a, s.id, first!.id));
    const again = await choose(a, s.id, second!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The client has already chosen for this selection. A choice is final.');
    const edit = await call(t.app, 'PATCH', `/api/selections/${s.id}`, {
      cookie: as(a),
      body: { title: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/selections/${s.id}`, { cookie: as(a) })).statusCode).toBe(409);
    const ordered = await ok<Selection>(
      await call(t.app, 'POST', `/api/selections/${s.id}/ordered`, { cookie: as(a, 'manager') }),
    );
    expect(ordered.status).toBe('ordered');
    expect(ordered.orderedAt).not.toBeNull();
    const count = await t.database.db
      .select({ id: changeOrders.id })
      .from(changeOrders)
      .where(eq(changeOrders.selectionId, s.id));
    expect(count).toHaveLength(1);
  });

  it("refuses another selection's option, employees' changes and other companies' selections", async () => {
    const { projectId } = await allowanceProject(a);
    const one = await ok<Selection>(await create(a, projectId, tile(null)), 201);
    const two = await ok<Selection>(await create(a, projectId, tile(null)), 201);
    const wrong = await choose(a, one.id, two.options[0]!.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'optionId', message: 'Please choose one of this selection’s options' },
    ]);
    expect((await choose(a, one.id, one.options[0]!.id, 'employee')).statusCode).toBe(403);
    expect((await create(a, projectId, tile(null), 'employee')).statusCode).toBe(403);
    expect((await choose(b, one.id, one.options[0]!.id)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/selections/${one.id}`, { cookie: as(b) })).statusCode).toBe(404);
  });

  it('edits an open selection with If-Match: kept options by id, new ones added, others removed', async () => {
    const { projectId } = await allowanceProject(a);
    const s = await ok<Selection>(await create(a, projectId, tile(null)), 201);
    const [porcelain, , ceramic] = s.options;
    const edited = await call(t.app, 'PATCH', `/api/selections/${s.id}`, {
      cookie: as(a),
      headers: { 'if-match': s.version },
      body: {
        title: 'Shower tile',
        dueDate: null,
        options: [
          { id: ceramic!.id, name: 'Ceramic white', price: 2900 },
          { name: 'Glass mosaic', price: 3600 },
          { id: porcelain!.id, name: 'Porcelain', price: '2750.55' },
        ],
      },
    });
    const view = await ok<Selection>(edited);
    expect(view).toMatchObject({ title: 'Shower tile', dueDate: null });
    expect(view.options.map((o) => [o.name, o.price])).toEqual([
      ['Ceramic white', '2900.00'],
      ['Glass mosaic', '3600.00'],
      ['Porcelain', '2750.55'],
    ]);
    expect(view.options[0]!.id).toBe(ceramic!.id);
    const stale = await call(t.app, 'PATCH', `/api/selections/${s.id}`, {
      cookie: as(a),
      headers: { 'if-match': s.version },
      body: { title: 'Stale' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a photo is attached to an option, read back, and refused when not an image', async () => {
    const { projectId } = await allowanceProject(a);
    const s = await ok<Selection>(await create(a, projectId, tile(null)), 201);
    const option = s.options[0]!;
    const upload = (bytes: Buffer, name: string, type: string, cookie = as(a)) => {
      const body = multipart({}, { name, type, bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/selection-options/${option.id}/photo`,
        headers: { cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const view = await ok<Selection>(await upload(pngBytes, 'porcelain.png', 'image/png'));
    const url = view.options[0]!.photoUrl!;
    expect(url).toBe(`/api/selection-options/${option.id}/photo`);
    const photo = await call(t.app, 'GET', url, { cookie: as(a, 'employee') });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(pngBytes)).toBe(true);
    expect((await call(t.app, 'GET', url, { cookie: as(b) })).statusCode).toBe(404);
    expect((await upload(pdfBytes, 'spec.pdf', 'application/pdf')).statusCode).toBe(415);
    expect((await upload(pngBytes, 'x.png', 'image/png', as(a, 'employee'))).statusCode).toBe(403);

    // The photo's file goes with its project.
    const files = () =>
      t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.companyId, a.id));
    const before = (await files()).length;
    expect((await call(t.app, 'DELETE', `/api/projects/${projectId}`, { cookie: as(a) })).statusCode).toBe(
      204,
    );
    expect((await files()).length).toBe(before - 1);
  });

  it('the portal chooses with the client as the chooser: no user, their name on the change order history', async () => {
    const { projectId, allowanceId } = await allowanceProject(a);
    const s = await ok<Selection>(await create(a, projectId, tile(allowanceId)), 201);
    const marble = s.options.find((o) => o.name === 'Marble')!;
    const { changeOrder } = await chooseSelectionOption(
      t.database.db,
      {
        companyId: a.id,
        userId: null,
        actorName: 'Dana Client',
        visitor: { ipAddress: '203.0.113.9', userAgent: 'Phone' },
        now: new Date(),
      },
      s.id,
      marble.id,
    );
    expect(changeOrder).toMatchObject({ status: 'pending', total: '412.37' });
    const after = await ok<Selection>(await call(t.app, 'GET', `/api/selections/${s.id}`, { cookie: as(a) }));
    expect(after).toMatchObject({ status: 'selected', chosenByName: 'Dana Client' });
    const history = await ok<ChangeOrderHistoryEntry[]>(
      await call(t.app, 'GET', `/api/change-orders/${changeOrder!.id}/history`, { cookie: as(a) }),
    );
    expect(history[0]).toMatchObject({ actorName: 'Dana Client', ipAddress: '203.0.113.9' });
  });

  it('marks a budget line as an allowance, only a product line, and the estimate says so', async () => {
    const { projectId, groupId, allowanceId, vanityId } = await allowanceProject(a);
    const group = await ok<{ isAllowance: boolean }>(
      await call(t.app, 'PATCH', `/api/budget/${groupId}`, { cookie: as(a), body: { isAllowance: true } }),
    );
    expect(group.isAllowance).toBe(false);
    const view = await ok<BudgetView>(
      await call(t.app, 'GET', `/api/projects/${projectId}/budget`, { cookie: as(a) }),
    );
    expect(view.items.find((i) => i.id === allowanceId)!.isAllowance).toBe(true);
    expect(view.items.find((i) => i.id === vanityId)!.isAllowance).toBe(false);
    const estimate = await ok<{ id: number; lines: { budgetItemId: number; isAllowance?: boolean }[] }>(
      await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, { cookie: as(a) }),
    );
    const lines = estimate.lines;
    expect(lines.find((l) => l.budgetItemId === allowanceId)!.isAllowance).toBe(true);
    expect(lines.find((l) => l.budgetItemId === vanityId)!.isAllowance).toBeUndefined();
    const pdf = await call(t.app, 'GET', `/api/estimates/${estimate.id}/pdf`, { cookie: as(a) });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Tile allowance (Allowance)');
    expect(text).not.toContain('Vanity (Allowance)');
  });

  it('puts an open selection on the calendar on its due date, linked to its project, until the client chooses', async () => {
    const company = await createCompany(t.database.db);
    const { projectId } = await allowanceProject(company);
    const s = await ok<Selection>(await create(company, projectId, tile(null, '2027-02-10')), 201);
    const items = async (kinds?: string) => {
      const query = new URLSearchParams({
        from: '2027-02-01',
        to: '2027-02-28',
        ...(kinds ? { kinds } : {}),
      });
      const answer = await ok<{ items: { kind: string; id: number; day: string; projectId: number }[] }>(
        await call(t.app, 'GET', `/api/companies/${company.id}/calendar?${query}`, {
          cookie: as(company, 'employee'),
        }),
      );
      return answer.items.filter((i) => i.kind === 'selection-due');
    };
    expect(await items()).toEqual([
      expect.objectContaining({
        kind: 'selection-due',
        id: s.id,
        day: '2027-02-10',
        projectId,
        title: 'Bathroom tile',
      }),
    ]);
    expect(await items('task,event')).toEqual([]);
    await ok(await choose(company, s.id, s.options[0]!.id));
    expect(await items()).toEqual([]);
  });
});
