import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '#domain/contracts/companies';
import { companies, projects, sessions, storedFiles, users } from '../../db/schema/index';
import { openFileStore } from '../../storage/open-store';
import { aProject } from '../../test/entities';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  type TestCompany,
  type TestUser,
  unique,
} from '../../test/factories';
import { multipart, pdfBytes } from '../../test/multipart';
import { call, createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { COMPANY_HAS_SYSTEM_ADMINS } from './admin-companies.service';

let t: TestApp;
let sysadmin: TestUser;
let other: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createSystemAdminUser(t.database.db);
  other = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const as = (user: { cookie: string }) => ({ cookie: user.cookie });

describe('the companies list (GET /api/companies)', () => {
  it('pages and searches every company, newest first, with the total in x-total-count', async () => {
    const tag = unique();
    for (const n of [1, 2, 3]) {
      await call(t.app, 'POST', '/api/companies', {
        ...as(sysadmin),
        body: { name: `Paged ${tag} ${n}`, email: `p${n}-${tag}@example.com` },
      });
    }
    const first = await call(t.app, 'GET', `/api/companies?search=${tag}&limit=2`, as(sysadmin));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect((first.json() as Company[]).map((c) => c.name)).toEqual([`Paged ${tag} 3`, `Paged ${tag} 2`]);
    const second = await call(t.app, 'GET', `/api/companies?search=${tag}&limit=2&offset=2`, as(sysadmin));
    expect((second.json() as Company[]).map((c) => c.name)).toEqual([`Paged ${tag} 1`]);
    const byEmail = await call(t.app, 'GET', `/api/companies?search=p2-${tag}`, as(sysadmin));
    expect((byEmail.json() as Company[]).map((c) => c.name)).toEqual([`Paged ${tag} 2`]);
  });

  it('answers 403 to company admins, managers and employees', async () => {
    for (const user of [other.admin, other.manager, other.employee]) {
      const res = await call(t.app, 'GET', '/api/companies', as(user));
      expect(res.statusCode, user.role).toBe(403);
    }
  });
});

describe('adding and editing a company', () => {
  it('adds a company with only a name; email, phone, address and website are optional', async () => {
    const name = `Summit Renovations ${unique()}`;
    const res = await call(t.app, 'POST', '/api/companies', { ...as(sysadmin), body: { name } });
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json() as Company;
    expect(company).toMatchObject({ name, email: '', phone: null, address: null, website: null });
    const detail = await call(t.app, 'GET', `/api/companies/${company.id}`, as(sysadmin));
    expect(detail.json()).toMatchObject({ id: company.id, name });
  });

  it('adds and edits every field (PUT replaces the five fields, leaves the rest of the profile)', async () => {
    const res = await call(t.app, 'POST', '/api/companies', {
      ...as(sysadmin),
      body: {
        name: '  Cedar & Stone  ',
        email: 'office@cedarstone.example',
        phone: '(303) 555-0111',
        address: '12 Mill Rd, Boulder',
        website: 'https://cedarstone.example',
      },
    });
    const company = res.json() as Company;
    expect(company).toMatchObject({ name: 'Cedar & Stone', phone: '(303) 555-0111' });
    await db().update(companies).set({ paymentTerms: 'Net 30' }).where(eq(companies.id, company.id));

    const put = await call(t.app, 'PUT', `/api/companies/${company.id}`, {
      ...as(sysadmin),
      body: { name: 'Cedar and Stone', email: 'hello@cedarstone.example', phone: '' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Cedar and Stone',
      email: 'hello@cedarstone.example',
      phone: null,
      address: null,
      website: null,
      paymentTerms: 'Net 30',
    });
  });

  it('answers 400 with the field messages', async () => {
    const bad = await call(t.app, 'POST', '/api/companies', {
      ...as(sysadmin),
      body: { name: '  ', email: 'not-an-address', website: 'cedar' },
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (bad.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: 'Company name is required',
      email: 'Invalid email format',
      website: 'Website must be a valid URL, such as https://example.com',
    });
    const put = await call(t.app, 'PUT', `/api/companies/${other.id}`, { ...as(sysadmin), body: {} });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual([{ path: 'name', message: 'Company name is required' }]);
  });

  it('answers 404 for a company that does not exist, and 403 to company users', async () => {
    const missing = await call(t.app, 'PUT', '/api/companies/999999999', {
      ...as(sysadmin),
      body: { name: 'Ghost' },
    });
    expect(missing.statusCode).toBe(404);
    for (const user of [other.admin, other.manager, other.employee]) {
      const post = await call(t.app, 'POST', '/api/companies', { ...as(user), body: { name: 'Mine' } });
      expect(post.statusCode, user.role).toBe(403);
      const put = await call(t.app, 'PUT', `/api/companies/${other.id}`, {
        ...as(user),
        body: { name: 'Renamed' },
      });
      expect(put.statusCode, user.role).toBe(403);
      const del = await call(t.app, 'DELETE', `/api/companies/${other.id}`, as(user));
      expect(del.statusCode, user.role).toBe(403);
    }
    const [row] = await db().select().from(companies).where(eq(companies.id, other.id));
    expect(row?.name).not.toBe('Renamed');
  });
});

describe('deleting a company', () => {
  const config = testConfig();
  const store = openFileStore(config);

  it('deletes the company with its users, records and sessions, then removes its stored files', async () => {
    const company = await createCompany(db());
    const project = await aProject(db(), company.id, { name: 'Basement', type: 'basement' });
    const body = multipart(
      { projectId: String(project!.id) },
      { name: 'Permit.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/documents`,
      headers: { cookie: company.admin.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.companyId, company.id));
    expect(await store.get(file!.storageKey)).not.toBeNull();

    const res = await call(t.app, 'DELETE', `/api/companies/${company.id}`, as(sysadmin));
    expect(res.statusCode, res.body).toBe(204);
    expect(await db().select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.companyId, company.id))).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.companyId, company.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, company.admin.id))).toEqual([]);
    expect(await store.get(file!.storageKey)).toBeNull();
    const signedOut = await call(t.app, 'GET', '/api/user', as(company.admin));
    expect(signedOut.statusCode).toBe(401);

    const again = await call(t.app, 'DELETE', `/api/companies/${company.id}`, as(sysadmin));
    expect(again.statusCode).toBe(404);
  });

  it('refuses (409) a company with a system administrator among its users, and keeps everything', async () => {
    const company = await createCompany(db());
    await createUser(db(), { companyId: company.id, role: 'admin', isAdmin: true });
    const res = await call(t.app, 'DELETE', `/api/companies/${company.id}`, as(sysadmin));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COMPANY_HAS_SYSTEM_ADMINS());
    expect(await db().select().from(users).where(eq(users.companyId, company.id))).toHaveLength(4);
  });
});
