import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_NOTES, DEFAULT_ESTIMATE_TERMS } from '#domain/estimate-texts';
import { aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let c: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t.database.db);
  other = await createCompany(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const path = (company: TestCompany) => `/api/companies/${company.id}/estimate-defaults`;

async function newProject(company: TestCompany, name: string): Promise<number> {
  const project = await aProject(t.database.db, company.id, { name });
  return project!.id;
}

/** The project's estimate (made as a draft on this first read), as its page reads it. */
async function estimateOf(company: TestCompany, projectId: number) {
  const res = await call(t.app, 'GET', `/api/projects/${projectId}/estimate`, {
    cookie: company.employee.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notes: string; legal: string };
}

describe('estimate defaults', () => {
  it('reads the standard texts while the company has not set its own', async () => {
    const res = await call(t.app, 'GET', path(other), { cookie: other.employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      notes: DEFAULT_ESTIMATE_NOTES(),
      terms: DEFAULT_ESTIMATE_TERMS(),
      standardNotes: true,
      standardTerms: true,
      version: expect.any(String),
    });
  });

  it('a new estimate copies the defaults; an estimate made before keeps its own', async () => {
    const before = await newProject(c, 'Made before');
    expect(await estimateOf(c, before)).toMatchObject({
      notes: DEFAULT_ESTIMATE_NOTES(),
      legal: DEFAULT_ESTIMATE_TERMS(),
    });

    const notes = await call(t.app, 'PATCH', path(c), {
      cookie: c.manager.cookie,
      body: { notes: '  Prices include disposal.  ' },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toEqual({
      notes: 'Prices include disposal.',
      terms: DEFAULT_ESTIMATE_TERMS(),
      standardNotes: false,
      standardTerms: true,
      version: expect.any(String),
    });
    const terms = await call(t.app, 'PATCH', path(c), {
      cookie: c.admin.cookie,
      body: { terms: 'Work is guaranteed for two years.\nPayment within 14 days.' },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({ notes: 'Prices include disposal.', standardTerms: false });

    const after = await newProject(c, 'Made after');
    expect(await estimateOf(c, after)).toMatchObject({
      notes: 'Prices include disposal.',
      legal: 'Work is guaranteed for two years.\nPayment within 14 days.',
    });
    expect(await estimateOf(c, before)).toMatchObject({
      notes: DEFAULT_ESTIMATE_NOTES(),
      legal: DEFAULT_ESTIMATE_TERMS(),
    });
    // Another company's new estimates are untouched.
    expect(await estimateOf(other, await newProject(other, 'Elsewhere'))).toMatchObject({
      notes: DEFAULT_ESTIMATE_NOTES(),
    });
  });

  it('employees read the defaults but may not change them', async () => {
    const read = await call(t.app, 'GET', path(c), { cookie: c.employee.cookie });
    expect(read.statusCode).toBe(200);
    const change = await call(t.app, 'PATCH', path(c), {
      cookie: c.employee.cookie,
      body: { notes: 'Mine' },
    });
    expect(change.statusCode).toBe(403);
    expect((await call(t.app, 'GET', path(c), { cookie: c.employee.cookie })).json()).toEqual(read.json());
  });

  it("answers 404 for another company's defaults", async () => {
    expect((await call(t.app, 'GET', path(c), { cookie: other.admin.cookie })).statusCode).toBe(404);
    const change = await call(t.app, 'PATCH', path(c), {
      cookie: other.admin.cookie,
      body: { notes: 'Mine' },
    });
    expect(change.statusCode).toBe(404);
  });

  it('refuses a blank or over-long text and an empty change', async () => {
    const blank = await call(t.app, 'PATCH', path(c), { cookie: c.admin.cookie, body: { terms: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({ path: 'terms', message: 'Terms & Conditions is required' });
    const long = await call(t.app, 'PATCH', path(c), {
      cookie: c.admin.cookie,
      body: { notes: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({
      path: 'notes',
      message: 'Notes must be at most 5000 characters',
    });
    expect((await call(t.app, 'PATCH', path(c), { cookie: c.admin.cookie, body: {} })).statusCode).toBe(400);
  });
});
