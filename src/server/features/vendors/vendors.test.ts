import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expenses, vendors } from '../../db/schema/index';
import { anExpense } from '../../test/entities';
import { createCompany, createSystemAdminUser, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

type VendorJson = { id: number; name: string; primaryContact: string | null; email: string | null };

async function addVendor(company: TestCompany, fields: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
    cookie: company.admin.cookie,
    body: { name: `Supply ${unique()}`, ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as VendorJson;
}

describe('creating and reading vendors', () => {
  it('creates a vendor with the documented body (201); primaryContact round-trips; empty text becomes null', async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
      cookie: company.employee.cookie,
      body: {
        companyId: company.id,
        name: '  Cascade Plumbing Supply ',
        email: 'sales@cascade.example',
        phone: '(303) 555-0224',
        address: '880 W Evans Ave',
        notes: '',
        primaryContact: 'Luis Ortega',
        website: 'https://cascade.example',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      companyId: company.id,
      name: 'Cascade Plumbing Supply',
      primaryContact: 'Luis Ortega',
      email: 'sales@cascade.example',
      website: 'https://cascade.example',
      notes: null,
      createdBy: company.employee.id,
    });
    expect(Object.keys(created)).not.toContain('contactPerson');

    const list = await call(t.app, 'GET', '/api/mycompany/vendors', { cookie: company.manager.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBeUndefined();
    expect(list.json()).toEqual([created]);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entityType, 'vendor')));
    expect(audit).toMatchObject([{ action: 'create', entityId: String(created.id) }]);
  });

  it("answers 400 with the field's message for a missing name, a bad e-mail and a bad website", async () => {
    const company = await createCompany(db());
    const res = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
      cookie: company.admin.cookie,
      body: { name: '   ', email: 'not-an-email', website: 'not a url' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Vendor name is required' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'website', message: 'Website must be a valid URL, such as https://example.com' },
      ]),
    );
    const missing = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
      cookie: company.admin.cookie,
      body: { email: 'a@b.example' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'name', message: 'Vendor name is required' }]);
    for (const website of ['ftp://files.example', 'javascript:alert(1)', 'https://localhost']) {
      const bad = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
        cookie: company.admin.cookie,
        body: { name: 'Bad site', website },
      });
      expect(bad.statusCode, website).toBe(400);
    }
    const rows = await db().select().from(vendors).where(eq(vendors.companyId, company.id));
    expect(rows).toEqual([]);
  });

  it('refuses a body companyId of another company (400) and another company in the path (404)', async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const mismatch = await call(t.app, 'POST', `/api/companies/${company.id}/vendors`, {
      cookie: company.admin.cookie,
      body: { name: 'Mismatch', companyId: other.id },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ path: 'companyId', message: 'Company does not match' }]);
    const foreign = await call(t.app, 'POST', `/api/companies/${other.id}/vendors`, {
      cookie: company.admin.cookie,
      body: { name: 'Foreign' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await db().select().from(vendors).where(eq(vendors.companyId, other.id))).toEqual([]);
  });

  it("lists only the caller's company's vendors", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    await addVendor(company, { name: 'Ours Lumber' });
    await addVendor(other, { name: 'Theirs Lumber' });
    const mine = await call(t.app, 'GET', '/api/mycompany/vendors', { cookie: company.employee.cookie });
    expect(mine.json().map((v: VendorJson) => v.name)).toEqual(['Ours Lumber']);
    const sysadmin = await createSystemAdminUser(db());
    const none = await call(t.app, 'GET', '/api/mycompany/vendors', { cookie: sysadmin.cookie });
    expect(none.statusCode).toBe(403);
  });
});

describe('searching, sorting and paging vendors', () => {
  it('searches name, contact, e-mail and phone literally; sorts by name; pages with x-total-count', async () => {
    const company = await createCompany(db());
    await addVendor(company, { name: 'Brightway Electric', primaryContact: 'Nina Patel' });
    await addVendor(company, { name: 'Acme 100% Tile', email: 'tile@acme.example' });
    await addVendor(company, { name: 'Cascade Plumbing', phone: '(720) 555-0199' });
    const get = (query: string) =>
      call(t.app, 'GET', `/api/mycompany/vendors?${query}`, { cookie: company.employee.cookie });
    const names = async (query: string) => (await get(query)).json().map((v: VendorJson) => v.name);

    expect(await names('')).toEqual(['Acme 100% Tile', 'Brightway Electric', 'Cascade Plumbing']);
    expect(await names('sort=name-desc')).toEqual([
      'Cascade Plumbing',
      'Brightway Electric',
      'Acme 100% Tile',
    ]);
    expect(await names('search=nina')).toEqual(['Brightway Electric']);
    expect(await names('search=ACME.EXAMPLE')).toEqual(['Acme 100% Tile']);
    expect(await names('search=0199')).toEqual(['Cascade Plumbing']);
    expect(await names('search=100%25')).toEqual(['Acme 100% Tile']);
    expect(await names('search=%25')).toEqual(['Acme 100% Tile']);

    const page = await get('limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((v: VendorJson) => v.name)).toEqual(['Brightway Electric', 'Cascade Plumbing']);
    const searched = await get('search=a&limit=1');
    expect(searched.headers['x-total-count']).toBe('3');
    expect(searched.json()).toHaveLength(1);
  });

  it('answers 400 for bad paging and sort values', async () => {
    const company = await createCompany(db());
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'sort=price']) {
      const res = await call(t.app, 'GET', `/api/mycompany/vendors?${query}`, {
        cookie: company.admin.cookie,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('editing and deleting vendors', () => {
  it('updates with PUT: sent fields change, empty ones clear, absent ones stay; audit is written', async () => {
    const company = await createCompany(db());
    const vendor = await addVendor(company, {
      name: 'Front Range Lumber',
      primaryContact: 'Erin Cole',
      phone: '(303) 555-0263',
      notes: 'Delivers Tuesdays',
    });
    const res = await call(t.app, 'PUT', `/api/vendors/${vendor.id}`, {
      cookie: company.employee.cookie,
      body: { name: 'Front Range Lumber Co.', primaryContact: 'Erin Cole-Hart', phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: vendor.id,
      name: 'Front Range Lumber Co.',
      primaryContact: 'Erin Cole-Hart',
      phone: null,
      notes: 'Delivers Tuesdays',
    });
    const bad = await call(t.app, 'PUT', `/api/vendors/${vendor.id}`, {
      cookie: company.employee.cookie,
      body: { name: '', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Vendor name is required' },
        { path: 'email', message: 'Invalid email format' },
      ]),
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject([{ entityType: 'vendor', entityId: String(vendor.id) }]);
  });

  it("answers 404 for another company's vendor and for an unknown id, changing nothing", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const theirs = await addVendor(other, { name: 'Their Supply' });
    const put = await call(t.app, 'PUT', `/api/vendors/${theirs.id}`, {
      cookie: company.admin.cookie,
      body: { name: 'Taken over' },
    });
    expect(put.statusCode).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/vendors/${theirs.id}`, { cookie: company.admin.cookie });
    expect(del.statusCode).toBe(404);
    const [row] = await db().select().from(vendors).where(eq(vendors.id, theirs.id));
    expect(row?.name).toBe('Their Supply');
    const unknown = await call(t.app, 'DELETE', '/api/vendors/2147483647', { cookie: company.admin.cookie });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets admins and managers delete (204), refuses employees (403); expenses keep the vendor name', async () => {
    const company = await createCompany(db());
    const vendor = await addVendor(company, { name: 'Metro Dumpster' });
    const expense = await anExpense(db(), company.id, {
      vendorId: vendor.id,
      vendor: 'Metro Dumpster',
      description: 'Dumpster',
      amount: '525.00',
    });

    const refused = await call(t.app, 'DELETE', `/api/vendors/${vendor.id}`, {
      cookie: company.employee.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(await db().select().from(vendors).where(eq(vendors.id, vendor.id))).toHaveLength(1);

    const res = await call(t.app, 'DELETE', `/api/vendors/${vendor.id}`, { cookie: company.manager.cookie });
    expect(res.statusCode).toBe(204);
    expect(await db().select().from(vendors).where(eq(vendors.id, vendor.id))).toEqual([]);
    const [kept] = await db().select().from(expenses).where(eq(expenses.id, expense!.id));
    expect(kept).toMatchObject({ vendorId: null, vendor: 'Metro Dumpster' });

    const again = await call(t.app, 'DELETE', `/api/vendors/${vendor.id}`, { cookie: company.admin.cookie });
    expect(again.statusCode).toBe(404);
  });
});
