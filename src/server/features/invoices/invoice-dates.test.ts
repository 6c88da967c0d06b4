import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '#domain/contracts/invoice-sending';
import type { InvoiceDetail } from '#domain/contracts/invoices';
import type { Database } from '../../db/open';
import { mailOutbox, systemSettings } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';

/**
 * An invoice made without an issue date is dated the day it was created in the company's time zone
 * (domain/document-dates.ts), the same day on the public page, both PDFs and the e-mail. The company is in Los
 * Angeles and the clock at 03:00 UTC on Nov 26, still Nov 25 there. A private database: the time zone is a
 * system setting, shared by every company.
 */
let database: Database;
let t: TestApp;
let a: TestCompany;
beforeAll(async () => {
  database = await openPrivateTestDatabase();
  await database.db.insert(systemSettings).values({ id: 1, timezone: 'America/Los_Angeles' });
  t = await createTestApp({ database, config: { PUBLIC_URL: 'https://pm.example.com' } });
  a = await createCompany(database.db, 'Pacific Remodeling');
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe("an invoice's dates in the company's time zone", () => {
  it('prints the issue and due dates alike on the public page, the PDFs and the e-mail', async () => {
    t.setNow(new Date('2026-11-26T03:00:00Z'));
    try {
      const customer = await aCustomer(database.db, a.id, {
        firstName: 'Dana',
        lastName: 'Price',
        email: 'dana@example.com',
      });
      const project = await aProject(database.db, a.id, { name: 'Porch rebuild', customerId: customer!.id });
      const created = await call(t.app, 'POST', `/api/companies/${a.id}/invoices`, {
        cookie: a.manager.cookie,
        body: { invoiceNumber: 'INV-TZ-1', projectId: project!.id, amount: '1200.00', dueDate: '2026-12-25' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const invoice = created.json() as InvoiceDetail;
      expect(invoice.issueDate).toBeNull();

      const sent = await call(t.app, 'POST', `/api/invoices/${invoice.id}/send`, {
        cookie: a.manager.cookie,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'dana@example.com'))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      expect(mail!.text).toContain('Issue date: November 25, 2026');
      expect(mail!.text).toContain('Due date: December 25, 2026');
      const token = /\/public\/invoices\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

      const page = await call(t.app, 'GET', `/api/public/invoices/${token}`);
      expect(page.statusCode, page.body).toBe(200);
      const shown = page.json() as InvoiceDocument;
      expect({ issueDate: shown.issueDate, dueDate: shown.dueDate }).toEqual({
        issueDate: '2026-11-25',
        dueDate: '2026-12-25',
      });

      for (const [url, cookie] of [
        [`/api/invoices/${invoice.id}/pdf`, a.manager.cookie],
        [`/api/public/invoices/${token}/pdf`, undefined],
      ] as const) {
        const res = await call(t.app, 'GET', url, cookie ? { cookie } : {});
        expect(res.statusCode, res.body).toBe(200);
        const text = pdfText(res.rawPayload);
        expect(text).toContain('November 25, 2026');
        expect(text).toContain('December 25, 2026');
        expect(text).not.toContain('November 26, 2026');
      }
    } finally {
      t.setNow(undefined);
    }
  });
});
