import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateRecipient, EstimateView, PublicEstimateView } from '#domain/contracts/estimates';
import type { Database } from '../../db/open';
import { mailOutbox, systemSettings } from '../../db/schema/index';
import { aCustomer, aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { openPrivateTestDatabase } from '../../test/test-db';

/**
 * The estimate's Date and Valid Until are the company's calendar days (domain/document-dates.ts), the same in the
 * signed-in answer, the public answer, both PDFs and the e-mail. The company is in Los Angeles and the clock at
 * 03:00 UTC on Nov 26, which is still Nov 25 there (and Nov 26 in UTC, where the server process may be).
 * A private database: the time zone is a system setting, shared by every company.
 */
let database: Database;
let t: TestApp;
let a: TestCompany;
beforeAll(async () => {
  database = await openPrivateTestDatabase();
  // A long session timeout: the test moves the clock by hours.
  await database.db
    .insert(systemSettings)
    .values({ id: 1, timezone: 'America/Los_Angeles', sessionTimeout: 24 * 60 });
  t = await createTestApp({ database, config: { PUBLIC_URL: 'https://pm.example.com' } });
  a = await createCompany(database.db, 'Pacific Remodeling');
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function projectOf(company: TestCompany) {
  const customer = await aCustomer(database.db, company.id, {
    firstName: 'Dana',
    lastName: 'Price',
    email: 'dana@example.com',
  });
  const project = await aProject(database.db, company.id, {
    name: 'Porch rebuild',
    customerId: customer!.id,
    type: 'other',
  });
  return project!.id;
}

async function estimateOf(projectId: number) {
  const res = await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, { cookie: a.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EstimateView;
}

async function pdfOf(url: string, cookie?: string) {
  const res = await call(t.app, 'GET', url, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

describe("an estimate's dates in the company's time zone", () => {
  it('prints Nov 25 and Dec 25 on the page, the PDF, the e-mail and the public page alike', async () => {
    t.setNow(new Date('2026-11-26T03:00:00Z'));
    try {
      const projectId = await projectOf(a);
      const draft = await estimateOf(projectId);
      expect({ date: draft.date, validUntil: draft.validUntil }).toEqual({
        date: '2026-11-25',
        validUntil: '2026-12-25',
      });
      const draftPdf = await pdfOf(`/api/estimates/${draft.id}/pdf`, a.admin.cookie);
      expect(draftPdf).toContain('November 25, 2026');
      expect(draftPdf).toContain('December 25, 2026');
      expect(draftPdf).not.toContain('November 26, 2026');

      const added = await call(t.app, 'POST', `/api/estimates/${draft.id}/recipients`, {
        cookie: a.admin.cookie,
        body: { name: 'Dana Price', email: 'dana@example.com' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const sent = await call(
        t.app,
        'POST',
        `/api/estimate-recipients/${(added.json() as EstimateRecipient).id}/send`,
        {
          cookie: a.admin.cookie,
        },
      );
      expect(sent.statusCode, sent.body).toBe(200);

      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'dana@example.com'))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      expect(mail!.text).toContain('Date: November 25, 2026');
      expect(mail!.text).toContain('Valid until: December 25, 2026');
      expect(mail!.html).toContain('Date: November 25, 2026<br>Valid until: December 25, 2026');
      const token = /\/public\/estimates\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

      // The next day in Los Angeles, the issued estimate keeps its date, everywhere.
      t.setNow(new Date('2026-11-26T09:00:00Z'));
      const issued = await estimateOf(projectId);
      expect({ date: issued.date, validUntil: issued.validUntil }).toEqual({
        date: '2026-11-25',
        validUntil: '2026-12-25',
      });
      const opened = await call(t.app, 'GET', `/api/public/estimates/${token}`);
      expect(opened.statusCode, opened.body).toBe(200);
      const shown = (opened.json() as Extract<PublicEstimateView, { state: 'current' }>).estimate;
      expect({ date: shown.date, validUntil: shown.validUntil }).toEqual({
        date: '2026-11-25',
        validUntil: '2026-12-25',
      });
      for (const text of [
        await pdfOf(`/api/estimates/${draft.id}/pdf`, a.admin.cookie),
        await pdfOf(`/api/public/estimates/${token}/pdf`),
      ]) {
        expect(text).toContain('November 25, 2026');
        expect(text).toContain('December 25, 2026');
      }
    } finally {
      t.setNow(undefined);
    }
  });
});
