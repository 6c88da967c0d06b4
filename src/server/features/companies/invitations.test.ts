import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox } from '../../db/schema/index';
import { createCompany, type TestCompany, type TestUser, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { ALREADY_MEMBER, ALREADY_PENDING } from './invitations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://pm.example.com' } });
});
afterAll(async () => {
  await t.close();
});

const outboxFor = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

/** The token of the invitation link in a mail's text. */
const tokenIn = (text: string) => /\/auth\?invite=([A-Za-z0-9_-]+)/.exec(text)?.[1];

function invite(company: TestCompany, body: Record<string, unknown>, by?: TestUser) {
  return call(t.app, 'POST', `/api/companies/${company.id}/invitations`, {
    cookie: (by ?? company.admin).cookie,
    body,
  });
}

const listOf = (company: TestCompany, by?: TestUser) =>
  call(t.app, 'GET', `/api/companies/${company.id}/invitations`, { cookie: (by ?? company.admin).cookie });

const register = (token: string, email: string) =>
  call(t.app, 'POST', '/api/register', {
    body: { username: `new_${unique()}`, password: 'secret123', email, inviteToken: token },
  });

/** Moves an invitation's expiry into the past (the sessions of the test's users stay fresh). */
const expire = (id: number) =>
  t.database.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(invitations.id, id));

describe('invitations by e-mail', () => {
  it('mails a single-use link valid 7 days, which joins the company with the role', async () => {
    const company = await createCompany(t.database.db);
    const email = `carla-${unique()}@example.com`;
    const made = await invite(company, { email, role: 'manager' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email, role: 'manager' });
    expect(made.json().sentAt).not.toBeNull();

    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe(`Test User invited you to join ${company.name} on BuildLine`);
    expect(mail?.text).toContain(`join ${company.name} on BuildLine as a manager`);
    expect(mail?.text).toContain('within 7 days');
    expect(mail?.text).toContain(`https://pm.example.com/auth?invite=${made.json().token}`);
    const token = tokenIn(mail!.text)!;

    const preview = await call(t.app, 'GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({ companyName: company.name, role: 'manager', email });

    const joined = await register(token, email);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ companyId: company.id, role: 'manager' });
    expect((await register(token, email)).statusCode).toBe(403);
    expect((await listOf(company)).json()).toEqual([]);
  });

  it('lists pending invitations, expired ones included, newest first; revoking removes one', async () => {
    const company = await createCompany(t.database.db);
    const first = (await invite(company, { email: `a-${unique()}@example.com` })).json();
    await expire(first.id);
    const second = (await invite(company, { email: `b-${unique()}@example.com`, role: 'employee' })).json();
    const list = (await listOf(company)).json() as Array<{ id: number; expiresAt: string }>;
    expect(list.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(new Date(list[1]!.expiresAt).getTime()).toBeLessThan(Date.now());

    const revoked = await call(t.app, 'DELETE', `/api/companies/${company.id}/invitations/${first.id}`, {
      cookie: company.manager.cookie,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await listOf(company)).json().map((i: { id: number }) => i.id)).toEqual([second.id]);
  });

  it('sending again mails a new link; the old one stops working; an expired one is renewed', async () => {
    const company = await createCompany(t.database.db);
    const email = `renew-${unique()}@example.com`;
    const made = (await invite(company, { email })).json();
    await expire(made.id);
    const resent = await call(t.app, 'POST', `/api/companies/${company.id}/invitations/${made.id}/resend`, {
      cookie: company.manager.cookie,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().id).toBe(made.id);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(2);
    const newToken = tokenIn(mails[0]!.text)!;
    expect(newToken).not.toBe(made.token);
    expect((await call(t.app, 'GET', `/api/invitations/${made.token}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/invitations/${newToken}`)).statusCode).toBe(200);
    expect((await register(newToken, email)).statusCode).toBe(201);
  });

  it('says an empty address is required, and a wrong one is not an address', async () => {
    const company = await createCompany(t.database.db);
    const empty = await invite(company, { email: '  ', role: 'employee' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'email', message: 'Email is required' }]);
    const wrong = await invite(company, { email: 'carla@', role: 'employee' });
    expect(wrong.json().errors).toEqual([{ path: 'email', message: 'Invalid email format' }]);
  });

  it('refuses a second invitation to a pending address or to a member (409 on the e-mail)', async () => {
    const company = await createCompany(t.database.db);
    const email = `twice-${unique()}@example.com`;
    expect((await invite(company, { email })).statusCode).toBe(201);
    const again = await invite(company, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'email', message: ALREADY_PENDING() }]);
    const member = await invite(company, { email: `${company.employee.username}@example.com` });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(ALREADY_MEMBER());
  });

  it('managers neither send again nor revoke an invitation of an administrator; employees manage none', async () => {
    const company = await createCompany(t.database.db);
    const made = (await invite(company, { email: `boss-${unique()}@example.com`, role: 'admin' })).json();
    const base = `/api/companies/${company.id}/invitations/${made.id}`;
    const resend = await call(t.app, 'POST', `${base}/resend`, { cookie: company.manager.cookie });
    expect(resend.statusCode).toBe(403);
    const revoke = await call(t.app, 'DELETE', base, { cookie: company.manager.cookie });
    expect(revoke.statusCode).toBe(403);
    expect((await listOf(company, company.employee)).statusCode).toBe(403);
    expect((await listOf(company)).json()).toHaveLength(1);
  });

  it('an invitation made without an address cannot be sent again (409), and another company gets 404', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const made = (await invite(company, {})).json();
    const base = `/api/companies/${company.id}/invitations/${made.id}/resend`;
    expect((await call(t.app, 'POST', base, { cookie: company.admin.cookie })).statusCode).toBe(409);
    const foreign = `/api/companies/${other.id}/invitations/${made.id}/resend`;
    expect((await call(t.app, 'POST', foreign, { cookie: other.admin.cookie })).statusCode).toBe(404);
  });
});
