import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvoiceDocument,
  invoiceSendingMessages,
  type SentInvoice,
} from '#domain/contracts/invoice-sending';
import type { InvoiceDetail } from '#domain/contracts/invoices';
import { companies, invoices, mailOutbox, storedFiles } from '../../db/schema/index';
import { openFileStore } from '../../storage/open-store';
import { aCustomer, anInvoice, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://pm.example.com' } });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
  await t.database.db
    .update(companies)
    .set({
      address: '18 Quarry Road, Boulder, CO',
      phone: '(555) 010-2030',
      website: 'https://alpha.example',
      paymentTerms: 'Net 30. Checks payable to Alpha Remodeling.',
      invoiceFooter: 'Thank you for your business!',
    })
    .where(eq(companies.id, a.id));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A customer (with an e-mail address unless `email` is null) and a project of theirs in company `c`. */
async function customerProject(c: TestCompany, email: string | null = `client-${unique()}@example.com`) {
  const customer = await aCustomer(db(), c.id, {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email,
    phone: '555-0199',
    address: '7 Elm Street, Boulder',
  });
  const project = await aProject(db(), c.id, {
    customerId: customer!.id,
    name: 'Kitchen and pantry remodel',
  });
  return { customerId: customer!.id, projectId: project!.id, email };
}

/** An invoice with two lines for a project whose customer has an e-mail address. */
async function invoiceWithLines(c: TestCompany = a) {
  const parties = await customerProject(c);
  const res = await call(t.app, 'POST', `/api/companies/${c.id}/invoices`, {
    cookie: c.manager.cookie,
    body: {
      invoiceNumber: `INV-${unique()}`,
      projectId: parties.projectId,
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      lines: [
        { description: 'Cabinet installation labor', quantity: '2.5', unitPrice: '19.99' },
        { description: 'Quartz countertop', quantity: '1', unitPrice: '3200.00' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...parties, invoice: res.json() as InvoiceDetail };
}

const send = (id: number, cookie = a.manager.cookie) =>
  call(t.app, 'POST', `/api/invoices/${id}/send`, { cookie });

/** The newest mail to an address, and the token of the public invoice link in it. */
async function lastMailTo(email: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /https:\/\/pm\.example\.com\/public\/invoices\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return { mail: mail!, token: match![1]! };
}

const publicGet = (token: string, rest = '') => call(t.app, 'GET', `/api/public/invoices/${token}${rest}`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function storedRow(id: number) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

describe('sending an invoice', () => {
  it('e-mails the customer a link, keeps only its hash, and marks a draft sent', async () => {
    const { invoice, email } = await invoiceWithLines();
    const res = await send(invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json() as SentInvoice;
    expect(sent).toMatchObject({ id: invoice.id, status: 'sent', sentTo: email, amount: '3249.98' });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.lines).toHaveLength(2);

    const { mail, token } = await lastMailTo(email!);
    expect(token).toHaveLength(43);
    expect(mail.companyId).toBe(a.id);
    expect(mail.subject).toBe(
      `Invoice ${invoice.invoiceNumber} from Alpha Remodeling: $3,249.98 due December 2, 2026`,
    );
    expect(mail.text).toContain('Hello Dana Whitfield,');
    expect(mail.text).toContain('Amount due: $3,249.98');
    expect(mail.text).toContain('Due date: December 2, 2026');
    // Every mail to a client leads into the client portal too.
    expect(mail.text).toMatch(/Open your client portal: https?:\/\/[^\s]+\/portal\n/);

    const row = await storedRow(invoice.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a resend makes a new link and the old one stops working', async () => {
    const { invoice, email } = await invoiceWithLines();
    expect((await send(invoice.id)).statusCode).toBe(200);
    const first = (await lastMailTo(email!)).token;
    expect((await publicGet(first)).statusCode).toBe(200);
    expect((await storedRow(invoice.id)).viewedAt).not.toBeNull();

    const again = await send(invoice.id, a.admin.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as SentInvoice).status).toBe('sent');
    const second = (await lastMailTo(email!)).token;
    expect(second).not.toBe(first);
    const old = await publicGet(first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: invoiceSendingMessages.linkInvalid });
    // The new link has not been opened yet.
    expect((await storedRow(invoice.id)).viewedAt).toBeNull();
    expect((await publicGet(second)).statusCode).toBe(200);
  });

  it('employees may not send (403); another company gets 404', async () => {
    const { invoice } = await invoiceWithLines();
    expect((await send(invoice.id, a.employee.cookie)).statusCode).toBe(403);
    expect((await send(invoice.id, b.admin.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/invoices/${invoice.id}/send`)).statusCode).toBe(401);
    const row = await storedRow(invoice.id);
    expect(row).toMatchObject({ status: 'draft', sentAt: null, tokenHash: null });
  });

  it('needs a customer with an e-mail address (400), and refuses cancelled and paid invoices (409)', async () => {
    const noEmail = await customerProject(a, null);
    const withoutEmail = await anInvoice(db(), a.id, {
      projectId: noEmail.projectId,
      invoiceNumber: `INV-${unique()}`,
      amount: '10.00',
    });
    const res = await send(withoutEmail!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(invoiceSendingMessages.noCustomerEmail);

    const alone = await anInvoice(db(), a.id, { invoiceNumber: `INV-${unique()}`, amount: '10.00' });
    const noCustomer = await send(alone!.id);
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().message).toBe(invoiceSendingMessages.noCustomer);

    const cancelled = (await invoiceWithLines()).invoice;
    await call(t.app, 'POST', `/api/invoices/${cancelled.id}/cancel`, { cookie: a.admin.cookie });
    const refused = await send(cancelled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(invoiceSendingMessages.cancelled);

    const paid = (await invoiceWithLines()).invoice;
    await call(t.app, 'POST', `/api/invoices/${paid.id}/mark-paid`, {
      cookie: a.admin.cookie,
      body: { paidDate: '2026-11-20' },
    });
    expect((await send(paid.id)).statusCode).toBe(409);
    expect((await storedRow(paid.id)).tokenHash).toBeNull();
  });

  it("goes to the project's customer when the invoice names none", async () => {
    const { projectId, email } = await customerProject(a);
    const row = await anInvoice(db(), a.id, { projectId, invoiceNumber: `INV-${unique()}`, amount: '75.00' });
    const res = await send(row!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SentInvoice).sentTo).toBe(email);
  });
});

describe('the public invoice page', () => {
  it("answers the invoice with the company's header, and the first opening sets viewedAt once", async () => {
    const { invoice, email } = await invoiceWithLines();
    await send(invoice.id);
    const { token } = await lastMailTo(email!);
    expect((await storedRow(invoice.id)).viewedAt).toBeNull();

    t.setNow(new Date('2026-11-05T15:00:00Z'));
    const res = await publicGet(token);
    t.setNow(undefined);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as InvoiceDocument;
    expect(view).toEqual({
      number: invoice.invoiceNumber,
      title: null,
      description: null,
      status: 'sent',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      paidDate: null,
      lines: [
        { description: 'Cabinet installation labor', quantity: '2.50', unitPrice: '19.99', amount: '49.98' },
        { description: 'Quartz countertop', quantity: '1.00', unitPrice: '3200.00', amount: '3200.00' },
      ],
      subtotal: '3249.98',
      total: '3249.98',
      amountPaid: '0.00',
      payments: [],
      amountDue: '3249.98',
      company: {
        name: 'Alpha Remodeling',
        email: expect.stringContaining('@example.com'),
        phone: '(555) 010-2030',
        address: '18 Quarry Road, Boulder, CO',
        website: 'https://alpha.example',
        paymentTerms: 'Net 30. Checks payable to Alpha Remodeling.',
        invoiceFooter: 'Thank you for your business!',
        logoUrl: null,
      },
      customer: { name: 'Dana Whitfield', email, phone: '555-0199', address: '7 Elm Street, Boulder' },
      project: { name: 'Kitchen and pantry remodel', address: '7 Elm Street, Boulder' },
    });
    const viewedAt = (await storedRow(invoice.id)).viewedAt;
    expect(viewedAt?.toISOString()).toBe('2026-11-05T15:00:00.000Z');
    // A later opening changes nothing.
    expect((await publicGet(token)).statusCode).toBe(200);
    expect((await storedRow(invoice.id)).viewedAt?.toISOString()).toBe('2026-11-05T15:00:00.000Z');
    // The contractor's list shows it.
    const list = await call(t.app, 'GET', `/api/invoices/${invoice.id}`, { cookie: a.employee.cookie });
    expect(list.json().viewedAt).toBe('2026-11-05T15:00:00.000Z');
  });

  it('answers 404 for an unknown or malformed token, without a session', async () => {
    for (const token of ['x'.repeat(43), 'short', `${'a'.repeat(42)}!`]) {
      for (const rest of ['', '/pdf', '/logo']) {
        const res = await publicGet(encodeURIComponent(token), rest);
        expect(res.statusCode, `${token}${rest}`).toBe(404);
      }
    }
  });

  it('shows a one-amount invoice as one line of its title, and nothing due once paid', async () => {
    const { projectId, email } = await customerProject(a);
    const created = await call(t.app, 'POST', `/api/companies/${a.id}/invoices`, {
      cookie: a.admin.cookie,
      body: {
        invoiceNumber: `INV-${unique()}`,
        title: 'Deposit for cabinets',
        description: 'Due before ordering',
        amount: '1250.00',
        projectId,
      },
    });
    const invoice = created.json() as InvoiceDetail;
    await send(invoice.id);
    const { token } = await lastMailTo(email!);
    await call(t.app, 'POST', `/api/invoices/${invoice.id}/mark-paid`, {
      cookie: a.admin.cookie,
      body: { paidDate: '2026-11-20' },
    });
    const view = (await publicGet(token)).json() as InvoiceDocument;
    expect(view).toMatchObject({
      status: 'paid',
      paidDate: '2026-11-20',
      lines: [
        { description: 'Deposit for cabinets', quantity: '1.00', unitPrice: '1250.00', amount: '1250.00' },
      ],
      total: '1250.00',
      amountDue: '0.00',
    });
    const pdf = await publicGet(token, '/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('PAID');
    expect(text).toContain('Deposit for cabinets');
    expect(text).toContain('Due before ordering');
    expect(text).toMatch(/AMOUNT DUE\n?\$0\.00/);
  });

  it("serves the company's logo under the link, and its URL in the answer", async () => {
    const c = await createCompany(db(), `Logo Co ${unique()}`);
    // A 1 x 1 PNG in the app's own file store, as the company profile keeps a logo.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const key = `companies/${c.id}/${unique()}`;
    await openFileStore(testConfig()).put(key, Readable.from([png]), 'image/png');
    const [file] = await db()
      .insert(storedFiles)
      .values({
        companyId: c.id,
        storageKey: key,
        originalName: 'logo.png',
        contentType: 'image/png',
        size: png.length,
      })
      .returning();
    await db().update(companies).set({ logoFileId: file!.id }).where(eq(companies.id, c.id));

    const { invoice, email } = await invoiceWithLines(c);
    await send(invoice.id, c.admin.cookie);
    const { token, mail } = await lastMailTo(email!);
    const view = (await publicGet(token)).json() as InvoiceDocument;
    expect(view.company.logoUrl).toBe(`/api/public/invoices/${token}/logo`);
    // The mail's letterhead shows the same logo by its absolute address.
    expect(mail.html).toContain(`<img src="https://pm.example.com/api/public/invoices/${token}/logo"`);
    const logo = await publicGet(token, '/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    const pdf = await publicGet(token, '/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    // Without a logo: no URL, and the logo call answers 404.
    const plain = await invoiceWithLines();
    await send(plain.invoice.id);
    const { token: plainToken, mail: plainMail } = await lastMailTo(plain.email!);
    expect(plainMail.html).not.toContain('<img');
    expect(plainMail.html).toContain('View the invoice');
    expect(((await publicGet(plainToken)).json() as InvoiceDocument).company.logoUrl).toBeNull();
    expect((await publicGet(plainToken, '/logo')).statusCode).toBe(404);
  });
});

describe('the invoice PDF', () => {
  it('shows the title of an invoice with lines under INVOICE, public and signed in', async () => {
    const { invoice, email } = await invoiceWithLines();
    const title = 'Kitchen cabinets, first draw';
    const patched = await call(t.app, 'PATCH', `/api/invoices/${invoice.id}`, {
      cookie: a.manager.cookie,
      body: { title },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await send(invoice.id);
    const { token } = await lastMailTo(email!);
    expect(((await publicGet(token)).json() as InvoiceDocument).title).toBe(title);
    for (const res of [
      await publicGet(token, '/pdf'),
      await call(t.app, 'GET', `/api/invoices/${invoice.id}/pdf`, { cookie: a.employee.cookie }),
    ]) {
      // Its lines are the cabinets and the countertop: only the heading carries the title.
      expect(pdfText(res.rawPayload)).toContain(title);
    }
  });

  it('is a real PDF with the invoice number, customer, lines, totals, terms and footer', async () => {
    const { invoice, email } = await invoiceWithLines();
    await send(invoice.id);
    const { token } = await lastMailTo(email!);
    for (const res of [
      await publicGet(token, '/pdf'),
      await call(t.app, 'GET', `/api/invoices/${invoice.id}/pdf`, { cookie: a.employee.cookie }),
    ]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`invoice-${invoice.invoiceNumber}.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      for (const expected of [
        'Alpha Remodeling',
        'INVOICE',
        invoice.invoiceNumber,
        'December 2, 2026',
        'Dana Whitfield',
        'Kitchen and pantry remodel',
        'Cabinet installation labor',
        'Quartz countertop',
        '$49.98',
        '$3,249.98',
        'Net 30. Checks payable to Alpha Remodeling.',
        'Thank you for your business!',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('PAID');
    }
  });

  it("answers 404 for another company's invoice and 401 without a session", async () => {
    const { invoice } = await invoiceWithLines();
    expect(
      (await call(t.app, 'GET', `/api/invoices/${invoice.id}/pdf`, { cookie: b.admin.cookie })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(401);
  });
});
