import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EstimateHistoryEntry,
  EstimateRecipient,
  EstimateView,
  PublicEstimateView,
  SendEstimateResult,
} from '#domain/contracts/estimates';
import { estimateMessages } from '#domain/contracts/estimates';
import { type EstimateStatus, estimateStatuses } from '#domain/enums';
import { INVALID_STATUS_CHANGE, RECIPIENT_REQUIRED } from '#domain/estimate-status';
import { estimates, mailOutbox, signatures } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { signaturePngDataUrl } from '../../test/signature-png';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://pm.example.com' } });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
});
afterAll(async () => {
  await t.close();
});

/** A project with a customer and a budget: group 'Cabinets' (2 x 100/150 + nested group with 1 x 50/80). */
async function projectWithBudget(company: TestCompany, name = 'Kitchen remodel') {
  const db = t.database.db;
  const customer = await aCustomer(db, company.id, {
    firstName: 'Dana',
    lastName: 'Price',
    email: 'dana@example.com',
  });
  const project = await aProject(db, company.id, { name, customerId: customer!.id, type: 'kitchen' });
  const projectId = project!.id;
  const add = async (body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', `/api/projects/${projectId}/budget`, {
      cookie: company.employee.cookie,
      body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const cabinets = await add({ type: 'group', name: 'Cabinets' });
  await add({
    name: 'Base cabinet',
    parentId: cabinets.id,
    quantity: '2',
    unitCost: '100',
    unitPrice: '150',
  });
  const hardware = await add({ type: 'group', name: 'Hardware', parentId: cabinets.id });
  const pulls = await add({
    name: 'Pulls',
    parentId: hardware.id,
    quantity: '1',
    unitCost: '50',
    unitPrice: '80',
  });
  return { projectId, pullsId: pulls.id };
}

async function getEstimate(company: TestCompany, projectId: number, who: 'admin' | 'employee' = 'admin') {
  const res = await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, {
    cookie: company[who].cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EstimateView;
}

const patch = (company: TestCompany, id: number, body: unknown, who: 'admin' | 'employee' = 'admin') =>
  call(t.app, 'PATCH', `/api/estimates/${id}`, { cookie: company[who].cookie, body });

async function addRecipient(
  company: TestCompany,
  estimateId: number,
  name = 'Dana Price',
  email = 'dana@example.com',
) {
  const res = await call(t.app, 'POST', `/api/estimates/${estimateId}/recipients`, {
    cookie: company.admin.cookie,
    body: { name, email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as EstimateRecipient;
}

async function send(company: TestCompany, recipientId: number) {
  const res = await call(t.app, 'POST', `/api/estimate-recipients/${recipientId}/send`, {
    cookie: company.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SendEstimateResult;
}

async function history(company: TestCompany, estimateId: number) {
  const res = await call(t.app, 'GET', `/api/estimates/${estimateId}/history`, {
    cookie: company.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EstimateHistoryEntry[];
}

/** The token of the newest mail to an address (the link of the public estimate page). */
async function lastLinkTo(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /https:\/\/pm\.example\.com\/public\/estimates\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

/** A project whose estimate was sent to one recipient (so it is pending), with the link's token. */
async function sentEstimate(
  company: TestCompany,
  email = `client-${Math.random().toString(36).slice(2)}@example.com`,
) {
  const { projectId, pullsId } = await projectWithBudget(company);
  const estimate = await getEstimate(company, projectId);
  const recipient = await addRecipient(company, estimate.id, 'Dana Price', email);
  await send(company, recipient.id);
  return {
    projectId,
    pullsId,
    estimateId: estimate.id,
    recipientId: recipient.id,
    token: await lastLinkTo(email),
  };
}

const publicCall = (method: 'GET' | 'POST', token: string, action = '', body?: unknown) =>
  call(t.app, method, `/api/public/estimates/${token}${action}`, {
    ...(body === undefined ? {} : { body }),
    headers: { 'user-agent': 'ClientBrowser/1.0' },
  });

async function projectSummarySoldPrice(company: TestCompany, projectId: number) {
  const res = await call(t.app, 'GET', `/api/projects/${projectId}/budget`, { cookie: company.admin.cookie });
  return (res.json() as { totals: { soldPrice: string } }).totals.soldPrice;
}

describe('GET /api/projects/{id}/estimate', () => {
  it('creates one draft the first time, with the live budget, number, defaults and a created entry', async () => {
    const { projectId } = await projectWithBudget(a);
    const [first, second] = await Promise.all([getEstimate(a, projectId), getEstimate(a, projectId)]);
    expect(first.id).toBe(second.id);
    expect(first.status).toBe('draft');
    expect(first.number).toBe(`${projectId}-${new Date().getFullYear()}`);
    expect(first.client).toMatchObject({ name: 'Dana Price', email: 'dana@example.com' });
    expect(first.company.name).toBe('Alpha Remodeling');
    expect(first.depositPercentage).toBe(25);
    expect(first.subtotal).toBe('380.00');
    expect(first.tax).toBe('0.00');
    expect(first.total).toBe('380.00');
    expect(first.schedule).toMatchObject({ deposit: '95.00', progress: '152.00', final: '133.00' });
    expect(first.lines.map((l) => [l.name, l.depth, l.amount])).toEqual([
      ['Cabinets', 0, '380.00'],
      ['Base cabinet', 1, '300.00'],
      ['Hardware', 1, '80.00'],
      ['Pulls', 2, '80.00'],
    ]);
    expect(first.frozenAt).toBeNull();
    expect(first.notes).toContain('Thank you');
    expect(first.legal).toContain('30 days');
    expect(first.canChangeStatus).toBe(true);
    const rows = await t.database.db.select().from(estimates).where(eq(estimates.projectId, projectId));
    expect(rows).toHaveLength(1);
    expect((await history(a, first.id)).map((h) => h.action)).toEqual(['created']);
  });

  it('tells an employee that they may not change the status or send', async () => {
    const { projectId } = await projectWithBudget(a);
    const view = await getEstimate(a, projectId, 'employee');
    expect(view.canChangeStatus).toBe(false);
    expect(view.canSend).toBe(false);
  });

  it("answers 404 for another company's project and creates nothing", async () => {
    const { projectId } = await projectWithBudget(a);
    const res = await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, { cookie: b.admin.cookie });
    expect(res.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(estimates).where(eq(estimates.projectId, projectId)),
    ).toHaveLength(0);
  });

  it('answers terms.depositPercentage (the terms shape of the calls) next to the top-level field, also on PATCH and the public page', async () => {
    const { projectId } = await projectWithBudget(a);
    const first = await getEstimate(a, projectId, 'employee');
    expect(first.terms).toEqual({ depositPercentage: 25 });
    expect(first.depositPercentage).toBe(25);
    const patched = await patch(a, first.id, { terms: { depositPercentage: 35 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((patched.json() as EstimateView).terms).toEqual({ depositPercentage: 35 });
    const again = await getEstimate(a, projectId);
    expect([again.terms, again.depositPercentage]).toEqual([{ depositPercentage: 35 }, 35]);

    const email = `terms-${Math.random().toString(36).slice(2)}@example.com`;
    const recipient = await addRecipient(a, first.id, 'Dana Price', email);
    const sent = await send(a, recipient.id);
    expect(sent.estimate.terms).toEqual({ depositPercentage: 35 });
    const opened = await publicCall('GET', await lastLinkTo(email));
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json() as PublicEstimateView;
    expect(view.state === 'current' && view.estimate.terms).toEqual({ depositPercentage: 35 });
  });
});

describe('status changes', () => {
  /** Puts an estimate with one recipient into a status through allowed changes. */
  async function estimateIn(status: EstimateStatus) {
    const { projectId } = await projectWithBudget(a);
    const estimate = await getEstimate(a, projectId);
    await addRecipient(a, estimate.id);
    if (status !== 'draft') expect((await patch(a, estimate.id, { status: 'pending' })).statusCode).toBe(200);
    if (status === 'approved' || status === 'declined') {
      expect((await patch(a, estimate.id, { status })).statusCode).toBe(200);
    }
    return estimate.id;
  }

  const allowed = new Set([
    'pending>approved',
    'pending>declined',
    'pending>draft',
    'approved>draft',
    'declined>draft',
    'draft>pending',
  ]);
  for (const from of estimateStatuses) {
    for (const to of estimateStatuses) {
      const ok = allowed.has(`${from}>${to}`);
      it(`${from} to ${to} is ${ok ? 'allowed' : 'refused'}`, async () => {
        const id = await estimateIn(from);
        const res = await patch(a, id, { status: to });
        if (ok) {
          expect(res.statusCode, res.body).toBe(200);
          expect((res.json() as EstimateView).status).toBe(to);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toBe(INVALID_STATUS_CHANGE());
          const [row] = await t.database.db.select().from(estimates).where(eq(estimates.id, id));
          expect(row!.status).toBe(from);
        }
      });
    }
  }

  it('refuses draft to pending without a recipient', async () => {
    const { projectId } = await projectWithBudget(a);
    const estimate = await getEstimate(a, projectId);
    const res = await patch(a, estimate.id, { status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECIPIENT_REQUIRED());
  });

  it('lets employees edit the texts in draft but not change the status', async () => {
    const id = await estimateIn('draft');
    const texts = await patch(a, id, { notes: 'Bring the tile samples.' }, 'employee');
    expect(texts.statusCode, texts.body).toBe(200);
    expect((texts.json() as EstimateView).notes).toBe('Bring the tile samples.');
    const status = await patch(a, id, { status: 'pending' }, 'employee');
    expect(status.statusCode).toBe(403);
  });

  it('saves the deposit percentage only in draft and only in steps of 5 from 10 to 50', async () => {
    const id = await estimateIn('draft');
    const bad = await patch(a, id, { terms: { depositPercentage: 12 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(estimateMessages.depositPercentage());
    const good = await patch(a, id, { terms: { depositPercentage: 30 } });
    expect(good.statusCode).toBe(200);
    expect((good.json() as EstimateView).schedule).toMatchObject({
      depositPercentage: 30,
      deposit: '114.00',
    });
    await patch(a, id, { status: 'pending' });
    const frozen = await patch(a, id, { terms: { depositPercentage: 40 } });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(estimateMessages.onlyInDraft());
    const entries = await history(a, id);
    expect(entries.map((h) => h.details)).toContain('Deposit percentage set to 30%');
    expect(entries[0]!.userName).toBe('Test User');
  });

  it('freezes the lines when the estimate leaves draft; the approved total ignores later budget changes', async () => {
    const { projectId, pullsId } = await projectWithBudget(a);
    const estimate = await getEstimate(a, projectId);
    await addRecipient(a, estimate.id);
    await patch(a, estimate.id, { status: 'pending' });
    const approved = await patch(a, estimate.id, { status: 'approved' });
    expect((approved.json() as EstimateView).frozenAt).not.toBeNull();
    const change = await call(t.app, 'PATCH', `/api/budget/${pullsId}`, {
      cookie: a.employee.cookie,
      body: { unitPrice: '1000' },
    });
    expect(change.statusCode).toBe(200);
    const after = await getEstimate(a, projectId);
    expect(after.total).toBe('380.00');
    expect(await projectSummarySoldPrice(a, projectId)).toBe('380.00');
    // Return to Draft unfreezes: the draft shows the live budget again, and Sold Price is 0 until approved again.
    const draft = await patch(a, estimate.id, { status: 'draft' });
    expect((draft.json() as EstimateView).total).toBe('1300.00');
    expect(await projectSummarySoldPrice(a, projectId)).toBe('0.00');
  });
});

describe('recipients and sending', () => {
  it("adds and removes recipients only in draft, with the product's message for a missing name or e-mail", async () => {
    const { projectId } = await projectWithBudget(a);
    const estimate = await getEstimate(a, projectId);
    const missing = await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
      cookie: a.employee.cookie,
      body: { name: 'Dana', email: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe(estimateMessages.recipientMissing());
    const first = await addRecipient(a, estimate.id);
    const second = await addRecipient(a, estimate.id, 'Sam Price', 'sam@example.com');
    expect(first.role).toBe('client');
    const removed = await call(t.app, 'DELETE', `/api/estimate-recipients/${second.id}`, {
      cookie: a.employee.cookie,
    });
    expect(removed.statusCode).toBe(204);
    await patch(a, estimate.id, { status: 'pending' });
    const late = await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
      cookie: a.admin.cookie,
      body: { name: 'Late', email: 'late@example.com' },
    });
    expect(late.statusCode).toBe(409);
    const lateRemove = await call(t.app, 'DELETE', `/api/estimate-recipients/${first.id}`, {
      cookie: a.admin.cookie,
    });
    expect(lateRemove.statusCode).toBe(409);
    const list = await call(t.app, 'GET', `/api/estimates/${estimate.id}/recipients`, {
      cookie: a.employee.cookie,
    });
    expect((list.json() as EstimateRecipient[]).map((r) => r.name)).toEqual(['Dana Price']);
  });

  it('sends: a draft moves to pending, sentAt is set, the link is e-mailed, and a second send is refused', async () => {
    const { projectId } = await projectWithBudget(a);
    const estimate = await getEstimate(a, projectId);
    const recipient = await addRecipient(a, estimate.id, 'Dana Price', 'send-test@example.com');
    const employeeSend = await call(t.app, 'POST', `/api/estimate-recipients/${recipient.id}/send`, {
      cookie: a.employee.cookie,
    });
    expect(employeeSend.statusCode).toBe(403);
    const result = await send(a, recipient.id);
    expect(result.estimate.status).toBe('pending');
    expect(result.estimate.frozenAt).not.toBeNull();
    expect(result.recipient.sentAt).not.toBeNull();
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'send-test@example.com'));
    expect(mail!.subject).toBe(`Estimate ${estimate.number} from Alpha Remodeling: Kitchen remodel`);
    expect(mail!.text).toContain('$380.00');
    expect(mail!.companyId).toBe(a.id);
    const token = await lastLinkTo('send-test@example.com');
    expect(token).toHaveLength(43);
    const again = await call(t.app, 'POST', `/api/estimate-recipients/${recipient.id}/send`, {
      cookie: a.admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    const actions = (await history(a, estimate.id)).map((h) => h.action);
    expect(actions.slice(0, 2)).toEqual(['sent', 'edited']);
  });

  it("refuses another company's recipients and estimates", async () => {
    const { estimateId, recipientId } = await sentEstimate(a);
    for (const [method, url] of [
      ['GET', `/api/estimates/${estimateId}/recipients`],
      ['GET', `/api/estimates/${estimateId}/history`],
      ['POST', `/api/estimate-recipients/${recipientId}/send`],
      ['DELETE', `/api/estimate-recipients/${recipientId}`],
    ] as const) {
      expect((await call(t.app, method, url, { cookie: b.admin.cookie })).statusCode).toBe(404);
    }
    const res = await patch(b, estimateId, { status: 'draft' });
    expect(res.statusCode).toBe(404);
  });
});

describe('public estimate page', () => {
  it('shows the frozen estimate, records the first view with address and browser, and approves', async () => {
    const { projectId, estimateId, token } = await sentEstimate(a);
    const opened = await publicCall('GET', token);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json() as PublicEstimateView;
    expect(view.state).toBe('current');
    if (view.state !== 'current') return;
    expect(view.estimate.total).toBe('380.00');
    expect(view.estimate.company.name).toBe('Alpha Remodeling');
    await publicCall('GET', token);
    const views = (await history(a, estimateId)).filter((h) => h.action === 'viewed');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ userName: 'Dana Price', userAgent: 'ClientBrowser/1.0' });
    expect(views[0]!.ipAddress).toBeTruthy();

    const noName = await publicCall('POST', token, '/approve', {
      name: ' ',
      signature: signaturePngDataUrl(),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].message).toBe(estimateMessages.approvalName());
    const unsigned = await publicCall('POST', token, '/approve', {
      name: 'Dana R. Price',
      signature: signaturePngDataUrl({ drawn: false }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().errors).toEqual([
      { path: 'signature', message: 'Please draw your signature: the signature box is empty' },
    ]);
    const approved = await publicCall('POST', token, '/approve', {
      name: 'Dana R. Price',
      signature: signaturePngDataUrl(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [signed] = await t.database.db
      .select()
      .from(signatures)
      .where(and(eq(signatures.documentKind, 'estimate'), eq(signatures.documentId, estimateId)));
    expect(signed).toMatchObject({ signerName: 'Dana R. Price', userAgent: 'ClientBrowser/1.0' });
    expect(signed!.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed!.ipAddress).toBeTruthy();
    const [row] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimateId));
    expect(row!.status).toBe('approved');
    const entry = (await history(a, estimateId))[0]!;
    expect(entry).toMatchObject({
      action: 'approved',
      userName: 'Dana Price',
      userAgent: 'ClientBrowser/1.0',
    });
    expect(entry.details).toContain('Dana R. Price');
    // The author (the admin who created the estimate) is told.
    const notices = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${a.admin.username}@example.com`));
    expect(notices.map((m) => m.subject)).toContain(
      `Estimate ${projectId}-${new Date().getFullYear()} approved by Dana R. Price`,
    );
    expect(await projectSummarySoldPrice(a, projectId)).toBe('380.00');
    const twice = await publicCall('POST', token, '/approve', {
      name: 'Dana R. Price',
      signature: signaturePngDataUrl(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(estimateMessages.notPending());
  });

  it('declines with a reason', async () => {
    const { estimateId, token } = await sentEstimate(a);
    const res = await publicCall('POST', token, '/decline', { reason: 'Over our budget' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await history(a, estimateId))[0]!;
    expect(entry).toMatchObject({ action: 'declined', details: 'Declined by Dana Price: Over our budget' });
  });

  it('says the estimate is being revised after Return to Draft, and a new send gives a new link', async () => {
    const { estimateId, recipientId, token } = await sentEstimate(a, 'revise@example.com');
    expect((await patch(a, estimateId, { status: 'draft' })).statusCode).toBe(200);
    const revised = await publicCall('GET', token);
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ state: 'revised', message: estimateMessages.beingRevised() });
    expect(
      (await publicCall('POST', token, '/approve', { name: 'Dana Price', signature: signaturePngDataUrl() }))
        .statusCode,
    ).toBe(409);
    // Return to Draft cleared sentAt, so the revised estimate can be sent again; the old link then stops working.
    await send(a, recipientId);
    const fresh = await lastLinkTo('revise@example.com');
    expect(fresh).not.toBe(token);
    expect((await publicCall('GET', token)).statusCode).toBe(404);
    expect((await publicCall('GET', fresh)).json().state).toBe('current');
  });

  it('a token reaches only its own estimate; unknown tokens answer 404 without details', async () => {
    const one = await sentEstimate(a);
    const other = await sentEstimate(b);
    await publicCall('POST', one.token, '/approve', { name: 'Dana Price', signature: signaturePngDataUrl() });
    const [otherRow] = await t.database.db.select().from(estimates).where(eq(estimates.id, other.estimateId));
    expect(otherRow!.status).toBe('pending');
    const otherView = (await publicCall('GET', other.token)).json() as PublicEstimateView;
    expect(otherView.state === 'current' && otherView.estimate.company.name).toBe('Beta Builders');
    const flipped = one.token.slice(0, 42) + (one.token.endsWith('A') ? 'B' : 'A');
    for (const bad of ['nope', 'x'.repeat(43), flipped]) {
      const res = await publicCall('GET', bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(estimateMessages.linkInvalid());
    }
  });
});

describe('PDF', () => {
  it('gives the estimate as a PDF made by the server, stamped APPROVED once approved', async () => {
    const { estimateId, token } = await sentEstimate(a);
    const pending = await call(t.app, 'GET', `/api/estimates/${estimateId}/pdf`, {
      cookie: a.employee.cookie,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['content-type']).toBe('application/pdf');
    expect(pending.headers['content-disposition']).toMatch(
      /^attachment; filename="estimate-\d+-\d{4}\.pdf"$/,
    );
    expect(pending.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pendingText = pdfText(pending.rawPayload);
    expect(pendingText).toContain('$380.00');
    expect(pendingText).toContain('Pulls');
    expect(pendingText).not.toContain('APPROVED');

    await publicCall('POST', token, '/approve', { name: 'Dana Price', signature: signaturePngDataUrl() });
    const approved = await call(t.app, 'GET', `/api/public/estimates/${token}/pdf`);
    expect(approved.statusCode).toBe(200);
    expect(pdfText(approved.rawPayload)).toContain('APPROVED');
    // The client's signature, with who and when, on both readers' PDFs.
    expect(pdfText(approved.rawPayload)).toContain('Approved by Dana Price on');
    const staffPdf = await call(t.app, 'GET', `/api/estimates/${estimateId}/pdf`, {
      cookie: a.employee.cookie,
    });
    expect(pdfText(staffPdf.rawPayload)).toContain('Approved by Dana Price on');
    const other = await call(t.app, 'GET', `/api/estimates/${estimateId}/pdf`, { cookie: b.admin.cookie });
    expect(other.statusCode).toBe(404);
  });

  it('has no PDF behind a link while the estimate is being revised', async () => {
    const { estimateId, token } = await sentEstimate(a);
    await patch(a, estimateId, { status: 'draft' });
    const res = await call(t.app, 'GET', `/api/public/estimates/${token}/pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(estimateMessages.beingRevised());
  });
});
