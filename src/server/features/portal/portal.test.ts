import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PortalChangeOrder,
  PortalChangeOrderSummary,
  PortalDocument,
  PortalEstimate,
  PortalInvoice,
  PortalMe,
  PortalMessage,
  PortalProject,
  PortalProjectSummary,
  PortalSelection,
} from '#domain/contracts/portal';
import { t as text } from '#domain/messages/all';
import {
  auditLog,
  changeOrders,
  customerMessages,
  customers,
  invoices,
  mailOutbox,
  payments,
  portalLinks,
  signatures,
} from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { signaturePngDataUrl } from '../../test/signature-png';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { MAX_LINKS_PER_CUSTOMER } from './portal-links.service';
import { PORTAL_COOKIE } from './portal-sessions';

const BASE = 'https://pm.example.com';
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: BASE } });
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

/** Each test asks from its own client address, so one test's ration never spills over into another's. */
const newAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * Asks for a sign-in link through a second app on the same database and closes it: closing waits for the work
 * that runs after the 204, so the outbox is final when this returns.
 */
async function askForLink(email: string, ip = newAddress()) {
  const app = await createTestApp({ database: t.database, config: { PUBLIC_URL: BASE } });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/portal/sign-in',
    payload: { email },
    remoteAddress: ip,
  });
  await app.close();
  return res;
}

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

/** The token in the newest portal link mailed to `to`. */
async function newestToken(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const match = /\/portal\/open\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

/** Opens a link; answers the portal cookie to send next. */
async function openLink(token: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/portal/session', { body: { token } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === PORTAL_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  return `${PORTAL_COOKIE}=${cookie!.value}`;
}

async function signedInClient(company: TestCompany, email: string) {
  const customer = await aCustomer(t.database.db, company.id, { email });
  await askForLink(email);
  return { customer, cookie: await openLink(await newestToken(email)) };
}

describe('signing in to the client portal by e-mailed link', () => {
  it('mails a single-use link to a known address, answers the same for an unknown one, and opens a session', async () => {
    const email = `dana-${Date.now()}@example.com`;
    const customer = await aCustomer(t.database.db, a.id, { email, firstName: 'Dana', lastName: 'Reyes' });
    const unknown = await askForLink(`nobody-${Date.now()}@example.com`);
    const known = await askForLink(email.toUpperCase());
    expect([unknown.statusCode, known.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(text('portal:mail.signInSubject', { company: 'Alpha Remodeling' }));
    expect(mail?.text).toContain(`${BASE}/portal/open?token=`);
    const token = await newestToken(email);
    const [link] = await t.database.db
      .select()
      .from(portalLinks)
      .where(eq(portalLinks.customerId, customer.id));
    // Only the token's hash is stored, and the link lasts 15 minutes.
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(15 * 60_000);

    const cookie = await openLink(token);
    const me = await ok<PortalMe>(await call(t.app, 'GET', '/api/portal/me', { cookie }));
    expect(me).toMatchObject({
      customer: { name: 'Dana Reyes', email },
      company: { name: 'Alpha Remodeling' },
      preview: false,
    });

    // The link works once.
    const again = await call(t.app, 'POST', '/api/portal/session', { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'token', message: text('portal:signIn.linkInvalid') }]);

    // Signing out ends the session.
    expect((await call(t.app, 'POST', '/api/portal/sign-out', { cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/portal/me', { cookie })).statusCode).toBe(401);
  });

  it('refuses an expired link and one sent before the address changed', async () => {
    const email = `late-${Date.now()}@example.com`;
    const customer = await aCustomer(t.database.db, a.id, { email });
    await askForLink(email);
    const token = await newestToken(email);
    await t.database.db
      .update(portalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalLinks.customerId, customer.id));
    expect((await call(t.app, 'POST', '/api/portal/session', { body: { token } })).statusCode).toBe(400);

    await askForLink(email);
    const second = await newestToken(email);
    await t.database.db
      .update(customers)
      .set({ email: `moved-${email}` })
      .where(eq(customers.id, customer.id));
    expect((await call(t.app, 'POST', '/api/portal/session', { body: { token: second } })).statusCode).toBe(
      400,
    );
  });

  it('rations links per customer: past the limit nothing more is sent, and the answer stays the same', async () => {
    const email = `eager-${Date.now()}@example.com`;
    await aCustomer(t.database.db, a.id, { email });
    for (let i = 0; i < MAX_LINKS_PER_CUSTOMER + 2; i++) {
      expect((await askForLink(email)).statusCode).toBe(204);
    }
    expect(await mailsTo(email)).toHaveLength(MAX_LINKS_PER_CUSTOMER);
  });

  it("sends one link per company when the address is a client of two, each opening only that company's portal", async () => {
    const email = `shared-${Date.now()}@example.com`;
    await aCustomer(t.database.db, a.id, { email });
    await aCustomer(t.database.db, b.id, { email });
    await askForLink(email);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.companyId).sort()).toEqual([a.id, b.id].sort());
  });

  it('lets staff invite a customer with an address (7 days), and says why one without cannot be', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const customer = await aCustomer(t.database.db, a.id, { email });
    const answer = await ok<{ invitedAt: string }>(
      await call(t.app, 'POST', `/api/customers/${customer.id}/portal-invitation`, {
        cookie: a.manager.cookie,
      }),
    );
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(text('portal:mail.inviteSubject', { company: 'Alpha Remodeling' }));
    const [link] = await t.database.db
      .select()
      .from(portalLinks)
      .where(eq(portalLinks.customerId, customer.id));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * 86_400_000);
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(stored!.portalInvitedAt?.toISOString()).toBe(answer.invitedAt);
    await openLink(await newestToken(email));

    const without = await aCustomer(t.database.db, a.id, { email: null });
    const refused = await call(t.app, 'POST', `/api/customers/${without.id}/portal-invitation`, {
      cookie: a.admin.cookie,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(text('portal:server.noEmail'));
    // Another company's customer is not found.
    const foreign = await call(t.app, 'POST', `/api/customers/${customer.id}/portal-invitation`, {
      cookie: b.admin.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

/** Approves the project's estimate over a budget of one line: `quantity` x 100.00, so the Sold Price is known. */
async function approveEstimate(projectId: number, quantity: number) {
  const cookie = a.admin.cookie;
  await ok(
    await call(t.app, 'POST', `/api/projects/${projectId}/budget`, {
      cookie,
      body: { name: 'Work', quantity, unitCost: 80, unitPrice: 100 },
    }),
    201,
  );
  const estimate = await ok<{ id: number }>(
    await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, { cookie }),
  );
  await ok(
    await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
      cookie,
      body: { name: 'Dana', email: 'dana@example.com' },
    }),
    201,
  );
  for (const status of ['pending', 'approved']) {
    await ok(await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, { cookie, body: { status } }));
  }
}

describe("what the client sees of the customer's projects", () => {
  it('lists the projects with their balance due, to the cent, from what sent invoices still ask', async () => {
    const { customer, cookie } = await signedInClient(a, `balance-${Date.now()}@example.com`);
    const project = await aProject(t.database.db, a.id, { customerId: customer.id, name: 'Kitchen' });
    await aProject(t.database.db, a.id, { name: 'Not theirs' });
    // What was paid is the payments' sum the server keeps on the invoice (decision 0267).
    const invoice = (amount: string, status: 'draft' | 'sent' | 'cancelled', amountPaid = '0') => ({
      companyId: a.id,
      projectId: project.id,
      customerId: customer.id,
      invoiceNumber: `INV-${Math.random()}`,
      amount,
      amountPaid,
      status,
      isPaid: amountPaid === amount,
    });
    const made = await t.database.db
      .insert(invoices)
      .values([
        invoice('1000.10', 'sent'),
        invoice('0.25', 'sent'),
        invoice('500.00', 'sent', '500.00'),
        invoice('300.00', 'sent', '120.50'),
        invoice('99.99', 'draft'),
        invoice('42.00', 'cancelled'),
      ])
      .returning();
    // The partly paid one's payments, which the client sees (without their notes).
    await t.database.db.insert(payments).values(
      [
        { amount: '100.00', date: '2026-03-02', method: 'check' as const },
        { amount: '20.50', date: '2026-03-09', method: 'cash' as const },
      ].map((p) => ({ ...p, companyId: a.id, invoiceId: made[3]!.id, note: 'internal' })),
    );
    const projects = await ok<PortalProjectSummary[]>(
      await call(t.app, 'GET', '/api/portal/projects', { cookie }),
    );
    expect(projects).toEqual([
      expect.objectContaining({ id: project.id, name: 'Kitchen', balanceDue: '1179.85' }),
    ]);
    const list = await ok<PortalInvoice[]>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/invoices`, { cookie }),
    );
    expect(list.map((i) => [i.amount, i.status, i.balanceDue]).sort()).toEqual(
      [
        ['0.25', 'sent', '0.25'],
        ['1000.10', 'sent', '1000.10'],
        ['500.00', 'paid', '0.00'],
        ['300.00', 'sent', '179.50'],
      ].sort(),
    );
    expect(list.find((i) => i.amount === '300.00')?.payments).toEqual([
      { date: '2026-03-02', method: 'check', amount: '100.00' },
      { date: '2026-03-09', method: 'cash', amount: '20.50' },
    ]);
    expect(list.find((i) => i.amount === '1000.10')?.payments).toEqual([]);
    const pdf = await call(t.app, 'GET', list[0]!.pdfUrl, { cookie });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('shows sent change orders with prices but never costs, markups or margins, and the contract before and after', async () => {
    const { customer, cookie } = await signedInClient(a, `co-${Date.now()}@example.com`);
    // Another project's contract first: each figure must be this project's own.
    await approveEstimate((await aProject(t.database.db, a.id)).id, 7);
    const project = await aProject(t.database.db, a.id, { customerId: customer.id });
    await approveEstimate(project.id, 3);
    const created = await ok<{ id: number }>(
      await call(t.app, 'POST', `/api/projects/${project.id}/change-orders`, {
        cookie: a.admin.cookie,
        body: {
          title: 'Heated floor',
          reason: 'client_request',
          lines: [{ name: 'Mat', quantity: 3, unitCost: 90, unitPrice: 133.33 }],
        },
      }),
      201,
    );
    // A draft is staff's work in progress.
    expect(
      await ok<PortalChangeOrderSummary[]>(
        await call(t.app, 'GET', `/api/portal/projects/${project.id}/change-orders`, { cookie }),
      ),
    ).toEqual([]);
    expect((await call(t.app, 'GET', `/api/portal/change-orders/${created.id}`, { cookie })).statusCode).toBe(
      404,
    );

    // Sending is its own step (recipients and e-mail); here the change order is simply marked sent.
    await t.database.db
      .update(changeOrders)
      .set({ status: 'pending', sentAt: new Date() })
      .where(eq(changeOrders.id, created.id));
    const res = await call(t.app, 'GET', `/api/portal/change-orders/${created.id}`, { cookie });
    const co = await ok<PortalChangeOrder>(res);
    expect(co).toMatchObject({
      number: 'CO-1',
      status: 'pending',
      total: '399.99',
      contractBefore: '300.00',
      contractAfter: '699.99',
    });
    expect(co.lines).toEqual([
      expect.objectContaining({ name: 'Mat', quantity: '3.00', unitPrice: '133.33', totalPrice: '399.99' }),
    ]);
    for (const secret of ['unitCost', 'totalCost', 'markup', 'margin', '90.00'])
      expect(res.body).not.toContain(secret);

    // A blank drawing is refused under its field; a drawn one approves, as on the public page.
    const blank = await call(t.app, 'POST', `/api/portal/change-orders/${created.id}/approve`, {
      cookie,
      body: { name: 'Dana Client', signature: signaturePngDataUrl({ drawn: false }) },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].path).toBe('signature');
    const approved = await ok<PortalChangeOrder>(
      await call(t.app, 'POST', `/api/portal/change-orders/${created.id}/approve`, {
        cookie,
        headers: { 'user-agent': 'PortalPhone/1.0' },
        body: { name: 'Dana Client', signature: signaturePngDataUrl() },
      }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      contractBefore: '300.00',
      contractAfter: '699.99',
      signedBy: { name: 'Dana Client' },
    });
    const [signature] = await t.database.db
      .select()
      .from(signatures)
      .where(and(eq(signatures.documentKind, 'change_order'), eq(signatures.documentId, created.id)));
    expect(signature).toMatchObject({
      signerName: 'Dana Client',
      customerId: customer.id,
      userAgent: 'PortalPhone/1.0',
    });
    const summary = await ok<{ soldPrice: string }>(
      await call(t.app, 'GET', `/api/projects/${project.id}/summary`, { cookie: a.admin.cookie }),
    );
    expect(summary.soldPrice).toBe('699.99');
    const again = await call(t.app, 'POST', `/api/portal/change-orders/${created.id}/decline`, {
      cookie,
      body: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('hides a section staff turned off, and shows only shared documents and those the client uploaded', async () => {
    const { customer, cookie } = await signedInClient(a, `docs-${Date.now()}@example.com`);
    const project = await aProject(t.database.db, a.id, { customerId: customer.id });
    const upload = async (name: string) => {
      const body = multipart(
        { projectId: String(project.id), name },
        { name, type: 'application/pdf', bytes: pdfBytes },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${a.id}/documents`,
        headers: { cookie: a.admin.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
      return ok<{ id: number }>(res, 201);
    };
    const shared = await upload('Plans.pdf');
    await upload('Internal costs.pdf');
    const settings = await ok<{ version: string }>(
      await call(t.app, 'GET', `/api/projects/${project.id}/portal`, { cookie: a.admin.cookie }),
    );
    const doc = await ok<{ version: string }>(
      await call(t.app, 'PATCH', `/api/documents/${shared.id}/sharing`, {
        cookie: a.admin.cookie,
        body: { sharedWithClient: true },
      }),
    );
    expect(doc.version).toBeTypeOf('string');
    const docs = await ok<PortalDocument[]>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/documents`, { cookie }),
    );
    expect(docs.map((d) => d.name)).toEqual(['Plans.pdf']);
    const file = await call(t.app, 'GET', docs[0]!.fileUrl, { cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);

    // The client's own upload joins the project's documents, shown back to them as theirs.
    const form = multipart(
      { name: 'Water stain photo' },
      { name: 'stain.png', type: 'image/png', bytes: pngBytes },
    );
    const uploaded = await ok<PortalDocument>(
      await t.app.inject({
        method: 'POST',
        url: `/api/portal/projects/${project.id}/documents`,
        headers: { cookie, 'content-type': form.contentType },
        payload: form.payload,
      }),
      201,
    );
    expect(uploaded).toMatchObject({ name: 'Water stain photo', fromClient: true, fileType: 'image/png' });
    const mine = await ok<PortalDocument[]>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/documents`, { cookie }),
    );
    expect(mine.map((d) => [d.name, d.fromClient]).sort()).toEqual([
      ['Plans.pdf', false],
      ['Water stain photo', true],
    ]);
    const staffList = await ok<{ name: string }[]>(
      await call(t.app, 'GET', `/api/companies/${a.id}/documents?projectId=${project.id}`, {
        cookie: a.employee.cookie,
      }),
    );
    expect(staffList.map((d) => d.name)).toContain('Water stain photo');
    const [uploadLine] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portal_upload'), eq(auditLog.entityId, String(uploaded.id))));
    expect(uploadLine).toMatchObject({ customerId: customer.id, userId: null });

    await ok(
      await call(t.app, 'PATCH', `/api/projects/${project.id}/portal`, {
        cookie: a.admin.cookie,
        headers: { 'if-match': `"${settings.version}"` },
        body: { sections: ['estimates', 'invoices'] },
      }),
    );
    const overview = await ok<PortalProject>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}`, { cookie }),
    );
    expect(overview.sections).toEqual(['estimates', 'invoices']);
    const off = await call(t.app, 'GET', `/api/portal/projects/${project.id}/documents`, { cookie });
    expect(off.statusCode).toBe(404);
    expect((await call(t.app, 'GET', docs[0]!.fileUrl, { cookie })).statusCode).toBe(404);
  });

  it("puts the client's message in the project's conversation for staff, audited under the customer", async () => {
    const { customer, cookie } = await signedInClient(a, `msg-${Date.now()}@example.com`);
    const project = await aProject(t.database.db, a.id, { customerId: customer.id });
    const sent = await ok<PortalMessage>(
      await call(t.app, 'POST', `/api/portal/projects/${project.id}/messages`, {
        cookie,
        headers: { 'user-agent': 'PortalPhone/1.0' },
        body: { content: 'Can the crew start at 8?' },
      }),
      201,
    );
    expect(sent.direction).toBe('incoming');
    const [stored] = await t.database.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.id, sent.id));
    expect(stored).toMatchObject({ projectId: project.id, customerId: customer.id, isRead: false });
    const staff = await ok<{ content: string }[]>(
      await call(t.app, 'GET', `/api/projects/${project.id}/customers/${customer.id}/messages`, {
        cookie: a.employee.cookie,
      }),
    );
    expect(staff.map((m) => m.content)).toContain('Can the crew start at 8?');
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portal_message'), eq(auditLog.customerId, customer.id)));
    expect(line).toMatchObject({ userId: null, userAgent: 'PortalPhone/1.0', entityId: String(sent.id) });
    const thread = await ok<PortalMessage[]>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/messages`, { cookie }),
    );
    expect(thread.map((m) => m.author)).toEqual([`${customer.firstName} ${customer.lastName}`]);
  });

  it("gives staff 'View as client' that reads the customer's portal and refuses to write", async () => {
    const customer = await aCustomer(t.database.db, a.id, { email: `preview-${Date.now()}@example.com` });
    const project = await aProject(t.database.db, a.id, { customerId: customer.id });
    const res = await call(t.app, 'POST', `/api/projects/${project.id}/portal-preview`, {
      cookie: a.employee.cookie,
    });
    expect(res.statusCode).toBe(204);
    const cookie = `${PORTAL_COOKIE}=${res.cookies.find((c) => c.name === PORTAL_COOKIE)!.value}`;
    const me = await ok<PortalMe>(await call(t.app, 'GET', '/api/portal/me', { cookie }));
    expect(me.preview).toBe(true);
    await ok<PortalEstimate>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/estimate`, { cookie }),
    );
    const write = await call(t.app, 'POST', `/api/portal/projects/${project.id}/messages`, {
      cookie,
      body: { content: 'hi' },
    });
    expect(write.statusCode).toBe(403);
    const since = new Date(Date.now() - 60_000);
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portal_preview'), gt(auditLog.createdAt, since)));
    expect(lines.some((l) => l.userId === a.employee.id && l.entityId === String(customer.id))).toBe(true);
  });

  it('lets the client choose a selection over its allowance, which makes a pending change order they can see', async () => {
    const { customer, cookie } = await signedInClient(a, `choice-${Date.now()}@example.com`);
    const project = await aProject(t.database.db, a.id, { customerId: customer.id });
    const allowance = await ok<{ id: number }>(
      await call(t.app, 'POST', `/api/projects/${project.id}/budget`, {
        cookie: a.admin.cookie,
        body: { name: 'Faucet allowance', quantity: 1, unitCost: 300, unitPrice: 300, isAllowance: true },
      }),
      201,
    );
    const selection = await ok<{ id: number; options: { id: number; name: string }[] }>(
      await call(t.app, 'POST', `/api/projects/${project.id}/selections`, {
        cookie: a.admin.cookie,
        body: {
          title: 'Kitchen faucet',
          allowanceItemId: allowance.id,
          options: [
            { name: 'Chrome', price: '280.00' },
            { name: 'Brushed brass', price: '412.37' },
          ],
        },
      }),
      201,
    );
    const shown = await ok<PortalSelection[]>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/selections`, { cookie }),
    );
    expect(shown).toEqual([
      expect.objectContaining({ title: 'Kitchen faucet', allowanceAmount: '300.00', status: 'open' }),
    ]);
    const brass = selection.options.find((o) => o.name === 'Brushed brass')!;
    const res = await call(t.app, 'POST', `/api/portal/selections/${selection.id}/choose`, {
      cookie,
      headers: { 'user-agent': 'PortalPhone/1.0' },
      body: { optionId: brass.id },
    });
    const chosen = await ok<{
      selection: PortalSelection;
      changeOrder: { id: number; number: string; total: string };
    }>(res);
    expect(chosen.selection).toMatchObject({ status: 'selected', difference: '112.37' });
    expect(chosen.changeOrder).toMatchObject({ number: 'CO-1', total: '112.37' });
    for (const secret of ['vendorName', 'canManage', 'chosenByName']) expect(res.body).not.toContain(secret);
    // The change order is pending, for the client to approve, and written in the audit log under the customer.
    const list = await ok<PortalChangeOrderSummary[]>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/change-orders`, { cookie }),
    );
    expect(list).toEqual([
      expect.objectContaining({ id: chosen.changeOrder.id, status: 'pending', total: '112.37' }),
    ]);
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'selection'), eq(auditLog.entityId, String(selection.id))));
    expect(
      lines.some(
        (l) => l.customerId === customer.id && l.userId === null && l.userAgent === 'PortalPhone/1.0',
      ),
    ).toBe(true);
    // A choice is final.
    const again = await call(t.app, 'POST', `/api/portal/selections/${selection.id}/choose`, {
      cookie,
      body: { optionId: selection.options[0]!.id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets the client approve the sent estimate in the portal with a drawn signature, as on its public page', async () => {
    const { customer, cookie } = await signedInClient(a, `estimate-${Date.now()}@example.com`);
    const project = await aProject(t.database.db, a.id, { customerId: customer.id });
    const admin = a.admin.cookie;
    await ok(
      await call(t.app, 'POST', `/api/projects/${project.id}/budget`, {
        cookie: admin,
        body: { name: 'Deck boards', quantity: 4, unitCost: 80, unitPrice: 100 },
      }),
      201,
    );
    const estimate = await ok<{ id: number }>(
      await call(t.app, 'GET', `/api/projects/${project.id}/estimate`, { cookie: admin }),
    );
    await ok(
      await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
        cookie: admin,
        body: { name: 'Dana', email: 'dana@example.com' },
      }),
      201,
    );
    await ok(
      await call(t.app, 'PATCH', `/api/estimates/${estimate.id}`, {
        cookie: admin,
        body: { status: 'pending' },
      }),
    );
    const shown = await ok<PortalEstimate>(
      await call(t.app, 'GET', `/api/portal/projects/${project.id}/estimate`, { cookie }),
    );
    expect(shown.estimate).toMatchObject({ status: 'pending', total: '400.00' });
    const approved = await ok<PortalEstimate>(
      await call(t.app, 'POST', `/api/portal/projects/${project.id}/estimate/approve`, {
        cookie,
        body: { name: 'Dana Client', signature: signaturePngDataUrl() },
      }),
    );
    expect(approved.estimate?.status).toBe('approved');
    const [signature] = await t.database.db
      .select()
      .from(signatures)
      .where(and(eq(signatures.documentKind, 'estimate'), eq(signatures.documentId, estimate.id)));
    expect(signature).toMatchObject({ signerName: 'Dana Client', customerId: customer.id });
    const summary = await ok<{ soldPrice: string }>(
      await call(t.app, 'GET', `/api/projects/${project.id}/summary`, { cookie: admin }),
    );
    expect(summary.soldPrice).toBe('400.00');
    const again = await call(t.app, 'POST', `/api/portal/projects/${project.id}/estimate/decline`, {
      cookie,
      body: {},
    });
    expect(again.statusCode).toBe(409);
  });
});
