import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
import { anExpense, anInvoice, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The feeds cover 3 months back to 12 ahead of now.
  t.setNow(new Date('2026-03-15T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

type Feed = { id: number; scope: 'company' | 'user'; url: string };

async function makeFeed(scope: 'company' | 'user', cookie: string) {
  const res = await call(t.app, 'POST', '/api/calendar-feeds', { cookie, body: { scope } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Feed;
}

/** Fetches a feed by its URL's path, as a phone would, and parses it with ical.js. */
async function readFeed(url: string) {
  const res = await call(t.app, 'GET', new URL(url).pathname);
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] };
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  // The feed's own caching rule replaces the no-store of every other API answer (app.ts).
  expect(res.headers['cache-control']).toBe('private, max-age=300');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { status: 200, events };
}

async function seed(company: TestCompany) {
  const project = await aProject(db(), company.id, { name: 'Kitchen' });
  const projectId = project!.id;
  const [mine] = await db()
    .insert(tasks)
    .values({
      companyId: company.id,
      projectId,
      title: 'Order cabinets',
      dueDate: '2026-03-20',
      assignedTo: company.employee.id,
    })
    .returning();
  await db().insert(tasks).values({
    companyId: company.id,
    projectId,
    title: 'Pick tile',
    dueDate: '2026-03-21',
    assignedTo: company.manager.id,
  });
  await anExpense(db(), company.id, {
    projectId,
    description: 'Lumber',
    amount: '86.40',
    date: '2026-03-02',
  });
  await anInvoice(db(), company.id, {
    projectId,
    invoiceNumber: `INV-${unique()}`,
    amount: '1200.00',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
  });
  const event = (cookie: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', `/api/companies/${company.id}/calendar-events`, { cookie, body });
  await event(company.employee.cookie, {
    title: 'Demolition',
    allDay: true,
    startDate: '2026-03-09',
    endDate: '2026-03-11',
    projectId,
  });
  await event(company.admin.cookie, {
    title: 'Inspection',
    startDate: '2026-03-12T14:30:00Z',
    endDate: '2026-03-12T15:30:00Z',
    location: '12 Oak St',
  });
  await event(company.admin.cookie, {
    title: 'Cabinet delivery',
    startDate: '2026-03-19T13:00:00Z',
    taskId: mine!.id,
  });
  // Outside the window (more than 12 months ahead).
  await event(company.admin.cookie, { title: 'Far future', allDay: true, startDate: '2027-06-01' });
}

const summaries = (events: ICAL.Event[]) => events.map((e) => e.summary).sort();

describe('iCal feeds', () => {
  it('the company feed has every item of the window, all-day items as dates and timed events as instants', async () => {
    const company = await createCompany(db());
    await seed(company);
    const feed = await makeFeed('company', company.manager.cookie);
    expect(feed.url).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const { events } = await readFeed(feed.url);
    expect(summaries(events)).toEqual(
      [
        'Cabinet delivery',
        'Demolition',
        'Expense: Lumber ($86.40)',
        expect.stringMatching(/^Invoice due: INV-\w+ \(\$1,200\.00\)$/),
        'Inspection',
        'Task: Order cabinets',
        'Task: Pick tile',
      ].sort(),
    );
    const demolition = events.find((e) => e.summary === 'Demolition')!;
    expect(demolition.startDate.isDate).toBe(true);
    expect(demolition.startDate.toString()).toBe('2026-03-09');
    // DTEND of a date is exclusive: the day after the last.
    expect(demolition.endDate.toString()).toBe('2026-03-12');
    expect(demolition.description).toContain('Project: Kitchen');
    const inspection = events.find((e) => e.summary === 'Inspection')!;
    expect(inspection.startDate.isDate).toBe(false);
    expect(inspection.startDate.toJSDate().toISOString()).toBe('2026-03-12T14:30:00.000Z');
    expect(inspection.endDate.toJSDate().toISOString()).toBe('2026-03-12T15:30:00.000Z');
    expect(inspection.location).toBe('12 Oak St');
    const task = events.find((e) => e.summary === 'Task: Order cabinets')!;
    expect(task.startDate.isDate).toBe(true);
    expect(task.startDate.toString()).toBe('2026-03-20');
  });

  it("a user's feed has their assigned tasks and their events, and nothing of money", async () => {
    const company = await createCompany(db());
    await seed(company);
    const feed = await makeFeed('user', company.employee.cookie);
    const { events } = await readFeed(feed.url);
    expect(summaries(events)).toEqual(['Cabinet delivery', 'Demolition', 'Task: Order cabinets']);
  });

  it("only managers and admins make the company feed; the list shows the company feed and one's own", async () => {
    const company = await createCompany(db());
    const refused = await call(t.app, 'POST', '/api/calendar-feeds', {
      cookie: company.employee.cookie,
      body: { scope: 'company' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call(t.app, 'POST', '/api/calendar-feeds', {
      cookie: company.employee.cookie,
      body: { scope: 'x' },
    });
    expect(bad.json().errors).toEqual([{ path: 'scope', message: 'Choose the company feed or your own' }]);
    const companyFeed = await makeFeed('company', company.admin.cookie);
    const own = await makeFeed('user', company.employee.cookie);
    await makeFeed('user', company.manager.cookie);
    const list = await call(t.app, 'GET', '/api/calendar-feeds', { cookie: company.employee.cookie });
    expect(
      list
        .json()
        .map((f: Feed) => [f.id, f.scope])
        .sort(),
    ).toEqual(
      [
        [companyFeed.id, 'company'],
        [own.id, 'user'],
      ].sort(),
    );
    expect(JSON.stringify(list.json())).not.toMatch(/ical/);
    // Someone else's feed is not the employee's to revoke; the company feed is not either.
    const theirs = await call(t.app, 'DELETE', `/api/calendar-feeds/${companyFeed.id}`, {
      cookie: company.employee.cookie,
    });
    expect(theirs.statusCode).toBe(403);
    const other = await createCompany(db());
    const foreign = await call(t.app, 'DELETE', `/api/calendar-feeds/${own.id}`, {
      cookie: other.admin.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a revoked, replaced or unknown URL answers 404', async () => {
    const company = await createCompany(db());
    const first = await makeFeed('user', company.employee.cookie);
    expect((await readFeed(first.url)).status).toBe(200);
    const second = await makeFeed('user', company.employee.cookie);
    expect((await readFeed(first.url)).status).toBe(404);
    expect((await readFeed(second.url)).status).toBe(200);
    const revoke = await call(t.app, 'DELETE', `/api/calendar-feeds/${second.id}`, {
      cookie: company.employee.cookie,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await readFeed(second.url)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/ical/nothing.ics')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/ical/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
  });
});
