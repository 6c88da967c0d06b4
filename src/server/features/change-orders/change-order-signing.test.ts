import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicChangeOrderView } from '#domain/contracts/change-order-sending';
import type { ChangeOrderHistoryEntry, ChangeOrderView } from '#domain/contracts/change-orders';
import type { ProjectSummary } from '#domain/contracts/projects';
import { changeOrderRecipients, mailOutbox, signatures } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { signaturePngDataUrl } from '../../test/signature-png';
import { call, createTestApp, type TestApp } from '../../test/test-app';

/** Addresses unique to this run: on PostgreSQL the run's database (and its mail outbox) is shared. */
const runId = Math.random().toString(36).slice(2, 8);
const clientEmail = `co-client-${runId}@example.com`;
const firstEmail = `co-first-${runId}@example.com`;
const secondEmail = `co-second-${runId}@example.com`;

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

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A project whose estimate (2 x 150 = 300.00) is approved, and a change order of 2 x 50 on it. */
async function changeOrderOnContract(company: TestCompany) {
  const db = t.database.db;
  const cookie = company.admin.cookie;
  const customer = await aCustomer(db, company.id, { email: 'dana@example.com' });
  const project = await aProject(db, company.id, { customerId: customer.id });
  await ok(
    await call(t.app, 'POST', `/api/projects/${project.id}/budget`, {
      cookie,
      body: { name: 'Vanity', quantity: 2, unitCost: 100, unitPrice: 150 },
    }),
    201,
  );
  const estimate = await ok<{ id: number }>(
    await call(t.app, 'GET', `/api/projects/${project.id}/estimate`, { cookie }),
  );
  await ok(
    await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
      cookie,
      body: { name: 'Dana', email: 'dana@example.com' },
    }),
    201,
  );
  for (const status of ['pending', 'approved'])
    await ok(await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, { cookie, body: { status } }));
  const changeOrder = await ok<ChangeOrderView>(
    await call(t.app, 'POST', `/api/projects/${project.id}/change-orders`, {
      cookie,
      body: {
        title: 'Add a shower niche',
        reason: 'client_request',
        lines: [
          {
            name: 'Niche framing',
            description: 'Framed and tiled',
            quantity: 2,
            unitCost: 30,
            unitPrice: 50,
          },
        ],
      },
    }),
    201,
  );
  return { projectId: project.id, changeOrder };
}

const send = (
  company: TestCompany,
  id: number,
  recipients: unknown,
  who: 'admin' | 'manager' | 'employee' = 'manager',
) =>
  call(t.app, 'POST', `/api/change-orders/${id}/send`, { cookie: company[who].cookie, body: { recipients } });

/** The token of the newest mail to an address (the link of the public change order page). */
async function lastMailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /\/public\/change-orders\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return { mail: mail!, token: match![1]! };
}

const publicCall = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(t.app, method, `/api/public/change-orders/${path}`, {
    body,
    headers: { 'user-agent': 'Client phone', 'x-forwarded-for': '203.0.113.9' },
  });

const soldPrice = async (projectId: number) =>
  (
    await ok<ProjectSummary>(
      await call(t.app, 'GET', `/api/projects/${projectId}/summary`, { cookie: a.admin.cookie }),
    )
  ).soldPrice;

describe('sending a change order and signing it on the public page', () => {
  it('sends it (pending), mails a personal link, and the client approves it with a drawn signature', async () => {
    const { projectId, changeOrder } = await changeOrderOnContract(a);
    // Another company's approved change order counts in no total of this one.
    const other = await changeOrderOnContract(b);
    await ok(
      await call(t.app, 'POST', `/api/change-orders/${other.changeOrder.id}/approve`, {
        cookie: b.admin.cookie,
        body: {},
      }),
    );
    expect(
      (await send(a, changeOrder.id, [{ name: 'Dana', email: 'dana@example.com' }], 'employee')).statusCode,
    ).toBe(403);
    const sent = await ok<ChangeOrderView>(
      await send(a, changeOrder.id, [{ name: 'Dana Price', email: clientEmail }]),
    );
    expect(sent.status).toBe('pending');
    const { mail, token } = await lastMailTo(clientEmail);
    expect(mail.subject).toContain('CO-1');
    expect(mail.text).toContain('New contract total: $400.00');
    expect(mail.text).toContain('/portal');
    const [stored] = await t.database.db
      .select({ tokenHash: changeOrderRecipients.tokenHash })
      .from(changeOrderRecipients)
      .where(eq(changeOrderRecipients.email, clientEmail));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const view = await ok<PublicChangeOrderView>(await publicCall('GET', token));
    expect(view.changeOrder).toMatchObject({
      number: 'CO-1',
      total: '100.00',
      previousContractTotal: '300.00',
      newContractTotal: '400.00',
      status: 'pending',
    });
    expect(view.changeOrder.lines[0]).toEqual({
      name: 'Niche framing',
      description: 'Framed and tiled',
      quantity: '2.00',
      unit: null,
      unitPrice: '50.00',
      total: '100.00',
    });
    expect(JSON.stringify(view)).not.toMatch(/unitCost|markup|margin|totalCost/);

    const blank = await publicCall('POST', `${token}/approve`, {
      name: 'Dana Price',
      signature: signaturePngDataUrl({ drawn: false }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { path: 'signature', message: 'Please draw your signature: the signature box is empty' },
    ]);
    const notPng = await publicCall('POST', `${token}/approve`, {
      name: 'Dana Price',
      signature: 'data:image/png;base64,AAAA',
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().errors[0]).toEqual({
      path: 'signature',
      message: 'The signature must be a PNG image',
    });
    expect(await soldPrice(projectId)).toBe('300.00');

    const approved = await ok<PublicChangeOrderView>(
      await publicCall('POST', `${token}/approve`, { name: 'Dana Price', signature: signaturePngDataUrl() }),
    );
    expect(approved.changeOrder.status).toBe('approved');
    expect(approved.changeOrder.signature?.name).toBe('Dana Price');
    expect(await soldPrice(projectId)).toBe('400.00');

    const [signature] = await t.database.db
      .select()
      .from(signatures)
      .where(and(eq(signatures.documentKind, 'change_order'), eq(signatures.documentId, changeOrder.id)));
    expect(signature).toMatchObject({ signerName: 'Dana Price', userAgent: 'Client phone', companyId: a.id });
    expect(signature?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signature?.ipAddress).toBeTruthy();
    expect(signature?.customerId).not.toBeNull();
    expect(signature?.image.subarray(1, 4).toString('latin1')).toBe('PNG');

    const history = await ok<ChangeOrderHistoryEntry[]>(
      await call(t.app, 'GET', `/api/change-orders/${changeOrder.id}/history`, { cookie: a.admin.cookie }),
    );
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['sent', 'viewed', 'approved']));
    expect(history.find((h) => h.action === 'approved')?.actorName).toBe('Dana Price');
    const staffView = await ok<ChangeOrderView>(
      await call(t.app, 'GET', `/api/change-orders/${changeOrder.id}`, { cookie: a.employee.cookie }),
    );
    expect(staffView).toMatchObject({
      status: 'approved',
      decidedByName: null,
      signature: { name: 'Dana Price' },
    });
    // The drawing the client made, as stored: a PNG the page shows as it is.
    const png = Buffer.from(staffView.signature!.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const notice = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${a.admin.username}@example.com`));
    expect(notice.map((m) => m.subject)).toContain('Change order CO-1 approved by Dana Price');

    for (const pdf of [
      await publicCall('GET', `${token}/pdf`),
      await call(t.app, 'GET', `/api/change-orders/${changeOrder.id}/pdf`, { cookie: a.employee.cookie }),
    ]) {
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Approved by Dana Price on');
      expect(text).toContain('$400.00');
      expect(text).toContain('Niche framing');
    }
    expect(
      (await publicCall('POST', `${token}/approve`, { name: 'Dana', signature: signaturePngDataUrl() }))
        .statusCode,
    ).toBe(409);
  });

  it('is declined with a reason, and a link of another change order or a made-up one reaches nothing', async () => {
    const first = await changeOrderOnContract(a);
    const second = await changeOrderOnContract(a);
    await ok(await send(a, first.changeOrder.id, [{ name: 'Ann', email: firstEmail }]));
    await ok(await send(a, second.changeOrder.id, [{ name: 'Ben', email: secondEmail }]));
    const { token } = await lastMailTo(firstEmail);
    const other = await lastMailTo(secondEmail);
    expect((await ok<PublicChangeOrderView>(await publicCall('GET', token))).changeOrder.id).toBe(
      first.changeOrder.id,
    );
    expect((await publicCall('GET', 'A'.repeat(43))).statusCode).toBe(404);
    // A company without a logo has none to give under the link either.
    expect((await publicCall('GET', `${token}/logo`)).statusCode).toBe(404);
    expect((await publicCall('GET', `${'A'.repeat(43)}/logo`)).statusCode).toBe(404);
    const declined = await ok<PublicChangeOrderView>(
      await publicCall('POST', `${other.token}/decline`, { reason: 'Too expensive' }),
    );
    expect(declined.changeOrder.status).toBe('declined');
    expect(declined.changeOrder.declineReason).toBe('Too expensive');
    expect((await ok<PublicChangeOrderView>(await publicCall('GET', token))).changeOrder.status).toBe(
      'pending',
    );
  });
});
