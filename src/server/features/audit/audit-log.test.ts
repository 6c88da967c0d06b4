import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  TEST_PASSWORD,
  type TestCompany,
  type TestUser,
  unique,
} from '../../test/factories';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app';
import type { AuditRow } from './audit.queries';
import { auditCsv } from './audit-csv';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let sysadmin: TestUser;
let vendorId: number;

type Line = {
  id: number;
  action: string;
  entityType: string | null;
  entityId: string | null;
  userId: number | null;
  userName: string | null;
  companyName: string | null;
  details: Record<string, unknown> | null;
};
type Page = { items: Line[]; nextBefore: number | null };

const logOf = async (company: TestCompany, query = '', cookie = company.admin.cookie) =>
  call(t.app, 'GET', `/api/companies/${company.id}/audit-logs${query}`, { cookie });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [a, b, sysadmin] = await Promise.all([createCompany(db), createCompany(db), createSystemAdminUser(db)]);
  // Company A's manager creates a vendor, renames it and deletes it; company B makes one of its own.
  const made = await call(t.app, 'POST', `/api/companies/${a.id}/vendors`, {
    cookie: a.manager.cookie,
    body: { name: 'Cascade Supply' },
  });
  vendorId = made.json().id;
  await call(t.app, 'PUT', `/api/vendors/${vendorId}`, {
    cookie: a.manager.cookie,
    body: { name: 'Cascade Supply Co' },
  });
  await call(t.app, 'DELETE', `/api/vendors/${vendorId}`, { cookie: a.manager.cookie });
  await call(t.app, 'POST', `/api/companies/${b.id}/vendors`, {
    cookie: b.admin.cookie,
    body: { name: 'B Lumber' },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('reading the audit log', () => {
  it('lists the company’s changes newest first, with who, what and the fields before and after', async () => {
    const res = await logOf(a, '?entityType=vendor');
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    expect(page.items.map((l) => [l.action, l.entityId, l.userId])).toEqual([
      ['delete', String(vendorId), a.manager.id],
      ['update', String(vendorId), a.manager.id],
      ['create', String(vendorId), a.manager.id],
    ]);
    expect(page.items[1]!.details).toEqual({
      changes: { name: { from: 'Cascade Supply', to: 'Cascade Supply Co' } },
    });
    expect(page.items[0]!.userName).toBe('Test User');
    expect(page.items[2]!.companyName).toBe(a.name);
    expect(page.nextBefore).toBeNull();
  });

  it('filters by user, action and date range, and pages with `before`', async () => {
    const updates: Page = (await logOf(a, `?action=update&userId=${a.manager.id}`)).json();
    expect(updates.items.every((l) => l.action === 'update' && l.userId === a.manager.id)).toBe(true);
    expect(updates.items.some((l) => l.entityType === 'vendor')).toBe(true);

    const future: Page = (await logOf(a, '?from=2999-01-01')).json();
    expect(future.items).toEqual([]);
    const past: Page = (await logOf(a, '?to=2000-01-01')).json();
    expect(past.items).toEqual([]);
    const span: Page = (await logOf(a, `?from=2000-01-01&to=2999-12-31&entityType=vendor`)).json();
    expect(span.items).toHaveLength(3);

    // One line a page: three pages reach the end, in the same order as one page of three.
    const seen: number[] = [];
    let before: number | null | undefined;
    do {
      const q = `?entityType=vendor&limit=1${before ? `&before=${before}` : ''}`;
      const p: Page = (await logOf(a, q)).json();
      seen.push(...p.items.map((l) => l.id));
      before = p.nextBefore;
    } while (before);
    expect(seen).toEqual(span.items.map((l) => l.id));
  });

  it('answers 400 with the field message for a filter it does not know', async () => {
    const res = await logOf(a, '?action=explode');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'action', message: 'Choose an action from the list' }]);
    expect((await logOf(a, '?from=2024-02-30')).statusCode).toBe(400);
  });

  it('is for company admins of that company: managers 403, another company 404, and never its lines', async () => {
    expect((await logOf(a, '', a.manager.cookie)).statusCode).toBe(403);
    expect((await logOf(a, '', a.employee.cookie)).statusCode).toBe(403);
    expect((await logOf(a, '', b.admin.cookie)).statusCode).toBe(404);
    const own: Page = (await logOf(b)).json();
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((l) => l.companyName === b.name)).toBe(true);
    expect(JSON.stringify(own)).not.toContain('Cascade');
    expect((await call(t.app, 'GET', '/api/admin/audit-logs', { cookie: a.admin.cookie })).statusCode).toBe(
      403,
    );
  });

  it('shows system administrators every company, or the one they choose', async () => {
    const all: Page = (
      await call(t.app, 'GET', '/api/admin/audit-logs?entityType=vendor&limit=200', {
        cookie: sysadmin.cookie,
      })
    ).json();
    const names = new Set(all.items.map((l) => l.companyName));
    expect(names.has(a.name) && names.has(b.name)).toBe(true);
    const onlyB: Page = (
      await call(t.app, 'GET', `/api/admin/audit-logs?companyId=${b.id}`, { cookie: sysadmin.cookie })
    ).json();
    expect(onlyB.items.every((l) => l.companyName === b.name)).toBe(true);
  });

  it('logs sign-in, failed sign-in and sign-out, and never a password', async () => {
    const member = await createUser(t.database.db, { companyId: a.id, role: 'employee' });
    const bad = await call(t.app, 'POST', '/api/login', {
      body: { username: member.username, password: 'wrong-password' },
    });
    expect(bad.statusCode).toBe(401);
    const good = await call(t.app, 'POST', '/api/login', {
      body: { username: member.username, password: TEST_PASSWORD },
    });
    expect(good.statusCode).toBe(200);
    await call(t.app, 'POST', '/api/logout', { cookie: sessionCookieOf(good) });
    const page: Page = (await logOf(a, `?userId=${member.id}`)).json();
    expect(page.items.map((l) => l.action).slice(0, 3)).toEqual(['logout', 'login', 'login_failed']);
    const everything = JSON.stringify((await logOf(a, '?limit=200')).json());
    expect(everything).not.toContain('wrong-password');
    expect(everything).not.toContain('password_hash');
    expect(everything).not.toContain(TEST_PASSWORD);
  });

  it('keeps the name of a user who has since been deleted', async () => {
    const member = await createUser(t.database.db, { companyId: a.id, role: 'manager' });
    const name = `Crew ${unique()}`;
    await call(t.app, 'POST', `/api/companies/${a.id}/vendors`, { cookie: member.cookie, body: { name } });
    expect(
      (await call(t.app, 'DELETE', `/api/users/${member.id}`, { cookie: a.admin.cookie })).statusCode,
    ).toBe(204);
    const page: Page = (await logOf(a, '?entityType=vendor&action=create')).json();
    const line = page.items.find((l) => (l.details?.after as { name?: string })?.name === name);
    expect(line).toMatchObject({ userId: null, userName: member.username });
  });
});

describe('exporting the audit log', () => {
  it('downloads the filtered lines as CSV', async () => {
    const res = await call(t.app, 'GET', `/api/companies/${a.id}/audit-logs/export?entityType=vendor`, {
      cookie: a.admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Date,Company,User,Action,Record,Record ID,Details,IP address');
    expect(lines.filter((l) => l.includes(`,vendor,${vendorId},`))).toHaveLength(3);
    expect(res.body).not.toContain('B Lumber');
    expect(
      (await call(t.app, 'GET', `/api/companies/${a.id}/audit-logs/export`, { cookie: a.manager.cookie }))
        .statusCode,
    ).toBe(403);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const line = {
      createdAt: '2026-11-25T12:00:00.000Z',
      companyName: '=HYPERLINK("x")',
      userName: '＝1+1',
      action: 'create',
      entityType: '+vendor',
      entityId: '7',
      details: null,
      ipAddress: 'Cascade',
    } as unknown as AuditRow;
    const csv = await text(
      auditCsv(
        (async function* () {
          yield line;
        })(),
      ),
    );
    expect(csv.trim().split('\n')[1]).toBe(
      `2026-11-25T12:00:00.000Z,"'=HYPERLINK(""x"")",'＝1+1,create,'+vendor,7,,Cascade`,
    );
  });
});
