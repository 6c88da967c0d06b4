import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarItem, calendarMessages } from '#domain/contracts/calendar';
import { invoices, selections, tasks } from '../../db/schema/index';
import { LIVE_CHANNEL, type LiveEnvelope } from '../../live-updates/live-events';
import { anExpense, anInvoice, aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function project(company: TestCompany, name = 'Kitchen') {
  const row = await aProject(db(), company.id, { name });
  return row!.id;
}

async function task(
  company: TestCompany,
  projectId: number,
  values: { dueDate?: string; assignedTo?: number } = {},
) {
  const [row] = await db()
    .insert(tasks)
    .values({ companyId: company.id, projectId, title: `Task ${unique()}`, ...values })
    .returning();
  return row!.id;
}

const createEvent = (company: TestCompany, body: Record<string, unknown>, cookie = company.employee.cookie) =>
  call(t.app, 'POST', `/api/companies/${company.id}/calendar-events`, {
    cookie,
    body: { title: 'Site meeting', startDate: '2026-03-10T15:00:00.000Z', ...body },
  });

const calendar = (company: TestCompany, query: Record<string, string>, cookie = company.employee.cookie) =>
  call(t.app, 'GET', `/api/companies/${company.id}/calendar?${new URLSearchParams(query)}`, { cookie });

describe('calendar events', () => {
  it('every member creates one; it reads back with its project and task, and lists by range', async () => {
    const company = await createCompany(db());
    const projectId = await project(company);
    const taskId = await task(company, projectId);
    const res = await createEvent(company, {
      description: 'Walk the kitchen',
      location: '12 Oak St',
      endDate: '2026-03-10T16:30:00.000Z',
      type: 'meeting',
      projectId,
      taskId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'Site meeting',
      description: 'Walk the kitchen',
      location: '12 Oak St',
      startDate: '2026-03-10T15:00:00.000Z',
      endDate: '2026-03-10T16:30:00.000Z',
      allDay: false,
      type: 'meeting',
      projectId,
      projectName: 'Kitchen',
      taskId,
      createdBy: company.employee.id,
    });
    const read = await call(t.app, 'GET', `/api/calendar-events/${event.id}`, {
      cookie: company.admin.cookie,
    });
    expect(read.json()).toMatchObject({ id: event.id, title: 'Site meeting' });

    const all = await call(t.app, 'GET', `/api/companies/${company.id}/calendar-events`, {
      cookie: company.admin.cookie,
    });
    expect(all.json().map((e: { id: number }) => e.id)).toEqual([event.id]);
    const march = await call(
      t.app,
      'GET',
      `/api/companies/${company.id}/calendar-events?from=2026-03-01&to=2026-03-31&tz=UTC`,
      { cookie: company.admin.cookie },
    );
    expect(march.json()).toHaveLength(1);
    const april = await call(
      t.app,
      'GET',
      `/api/companies/${company.id}/calendar-events?from=2026-04-01&to=2026-04-30&tz=UTC`,
      { cookie: company.admin.cookie },
    );
    expect(april.json()).toHaveLength(0);
  });

  it('defaults: not all day, type other; an all-day event keeps its days whatever the offset sent', async () => {
    const company = await createCompany(db());
    const plain = (await createEvent(company, {})).json();
    expect(plain).toMatchObject({ allDay: false, type: 'other', endDate: null });
    const allDay = await createEvent(company, {
      allDay: true,
      startDate: '2026-03-10T23:30:00-07:00',
      endDate: '2026-03-12',
    });
    expect(allDay.json()).toMatchObject({
      allDay: true,
      startDate: '2026-03-10T00:00:00.000Z',
      endDate: '2026-03-12T00:00:00.000Z',
    });
  });

  it("answers 400 on the field: title, dates, end before start, another project's task", async () => {
    const company = await createCompany(db());
    const blank = await createEvent(company, { title: '  ', startDate: undefined });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: calendarMessages.title() },
        { path: 'startDate', message: calendarMessages.startDate() },
      ]),
    );
    const bad = await createEvent(company, { startDate: '2026-02-30T10:00:00Z' });
    expect(bad.json().errors).toEqual([{ path: 'startDate', message: calendarMessages.dateTime() }]);
    const backwards = await createEvent(company, { endDate: '2026-03-10T14:00:00.000Z' });
    expect(backwards.json().errors).toEqual([
      { path: 'endDate', message: calendarMessages.endBeforeStart() },
    ]);
    const backwardsDays = await createEvent(company, {
      allDay: true,
      startDate: '2026-03-10',
      endDate: '2026-03-09',
    });
    expect(backwardsDays.json().errors).toEqual([
      { path: 'endDate', message: calendarMessages.endBeforeStart() },
    ]);
    const kitchen = await project(company);
    const bath = await project(company, 'Bath');
    const bathTask = await task(company, bath);
    const wrongTask = await createEvent(company, { projectId: kitchen, taskId: bathTask });
    expect(wrongTask.json().errors).toEqual([{ path: 'taskId', message: calendarMessages.task() }]);
    // A task alone brings its project.
    const taskOnly = await createEvent(company, { taskId: bathTask });
    expect(taskOnly.json()).toMatchObject({ projectId: bath, taskId: bathTask });
  });

  it("refuses another company's project and task; another company's event is 404", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const theirProject = await project(other);
    const theirTask = await task(other, theirProject);
    expect((await createEvent(company, { projectId: theirProject })).json().errors).toEqual([
      { path: 'projectId', message: calendarMessages.project() },
    ]);
    expect((await createEvent(company, { taskId: theirTask })).statusCode).toBe(400);
    const mine = (await createEvent(company, {})).json();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Taken', startDate: '2026-03-11' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, method, `/api/calendar-events/${mine.id}`, {
        cookie: other.admin.cookie,
        body,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const list = await call(t.app, 'GET', `/api/companies/${company.id}/calendar`, {
      cookie: other.admin.cookie,
    });
    expect(list.statusCode).toBe(400);
    expect(
      (await calendar(company, { from: '2026-03-01', to: '2026-03-31' }, other.admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('the author, managers and admins change and delete; another employee may not', async () => {
    const company = await createCompany(db());
    const event = (await createEvent(company, {}, company.admin.cookie)).json();
    const put = (cookie: string, startDate: string) =>
      call(t.app, 'PUT', `/api/calendar-events/${event.id}`, {
        cookie,
        body: { title: 'Moved', startDate, allDay: true },
      });
    expect((await put(company.employee.cookie, '2026-03-12')).statusCode).toBe(403);
    const moved = await put(company.manager.cookie, '2026-03-12');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      title: 'Moved',
      allDay: true,
      startDate: '2026-03-12T00:00:00.000Z',
    });
    const del = (cookie: string) => call(t.app, 'DELETE', `/api/calendar-events/${event.id}`, { cookie });
    expect((await del(company.employee.cookie)).statusCode).toBe(403);
    expect((await del(company.admin.cookie)).statusCode).toBe(204);
    expect((await del(company.admin.cookie)).statusCode).toBe(404);

    const own = (await createEvent(company, {})).json();
    const ownPut = await call(t.app, 'PUT', `/api/calendar-events/${own.id}`, {
      cookie: company.employee.cookie,
      body: { title: 'Mine', startDate: '2026-03-13T09:00:00Z' },
    });
    expect(ownPut.statusCode).toBe(200);
    const ownDelete = await call(t.app, 'DELETE', `/api/calendar-events/${own.id}`, {
      cookie: company.employee.cookie,
    });
    expect(ownDelete.statusCode).toBe(204);
  });
});

describe('live notices', () => {
  it('creating, moving and deleting an event tells the company, after the commit; a refused write tells no one', async () => {
    const company = await createCompany(db());
    const projectId = await project(company);
    const heard: LiveEnvelope[] = [];
    const stop = await t.database.listen(LIVE_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    const mine = () =>
      heard.filter((e) => 'companyId' in e && e.companyId === company.id).map((e) => 'event' in e && e.event);
    try {
      const event = (await createEvent(company, { projectId })).json();
      await call(t.app, 'PUT', `/api/calendar-events/${event.id}`, {
        cookie: company.employee.cookie,
        body: { title: 'Moved', startDate: '2026-03-12', allDay: true },
      });
      expect((await createEvent(company, { title: '' })).statusCode).toBe(400);
      await call(t.app, 'DELETE', `/api/calendar-events/${event.id}`, { cookie: company.employee.cookie });
      await expect.poll(() => mine().length).toBe(4);
      expect(mine()).toEqual([
        { type: 'calendar', projectId },
        // Moved off the project: no project now, and the project's calendar changed too.
        { type: 'calendar', projectId: null },
        { type: 'calendar', projectId },
        { type: 'calendar', projectId: null },
      ]);
    } finally {
      await stop();
    }
  });
});

describe('the calendar of a range', () => {
  /** One item of every kind in March 2026, others just outside it. */
  async function seed(company: TestCompany) {
    const projectId = await project(company);
    const otherProject = await project(company, 'Deck');
    const inv = (values: Partial<typeof invoices.$inferInsert>) =>
      db()
        .insert(invoices)
        .values({
          companyId: company.id,
          invoiceNumber: `INV-${unique()}`,
          amount: '500.00',
          projectId,
          ...values,
        })
        .returning()
        .then((rows) => rows[0]!.id);
    const paid = await inv({ isPaid: true, status: 'paid', issueDate: '2026-03-05', dueDate: '2026-04-05' });
    const unpaid = await inv({ issueDate: '2026-02-20', dueDate: '2026-03-20' });
    await inv({ status: 'cancelled', issueDate: '2026-03-02', dueDate: '2026-03-21' });
    await inv({ isPaid: true, issueDate: '2026-02-27', dueDate: '2026-03-15' });
    const expense = await anExpense(db(), company.id, {
      projectId,
      description: 'Lumber',
      amount: '86.40',
      date: '2026-03-31',
    });
    await anExpense(db(), company.id, { description: 'April lumber', amount: '10.00', date: '2026-04-01' });
    const dueTask = await task(company, projectId, { dueDate: '2026-03-01' });
    await task(company, projectId, { dueDate: '2026-02-28' });
    await task(company, projectId);
    // Spans the range's start: from February 26 to March 2.
    const spanning = (
      await createEvent(company, {
        title: 'Demolition',
        allDay: true,
        startDate: '2026-02-26',
        endDate: '2026-03-02',
      })
    ).json().id;
    const timed = (
      await createEvent(company, {
        title: 'Inspection',
        startDate: '2026-03-10T15:00:00Z',
        projectId: otherProject,
      })
    ).json().id;
    await createEvent(company, { title: 'Too early', startDate: '2026-02-25T10:00:00Z' });
    return { projectId, otherProject, paid, unpaid, expense: expense!.id, dueTask, spanning, timed };
  }

  it('answers exactly the items of the range, each on its day: invoices by paid state, a spanning event', async () => {
    const company = await createCompany(db());
    const s = await seed(company);
    const res = await calendar(company, { from: '2026-03-01', to: '2026-03-31', tz: 'UTC' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      items: CalendarItem[];
      days: { day: string; count: number }[];
      truncated: boolean;
    };
    const placed = body.items.map((i) => `${i.kind}:${i.id}@${i.day}`).sort();
    expect(placed).toEqual(
      [
        `expense:${s.expense}@2026-03-31`,
        `invoice-paid:${s.paid}@2026-03-05`,
        `invoice-due:${s.unpaid}@2026-03-20`,
        `task:${s.dueTask}@2026-03-01`,
        `event:${s.spanning}@2026-03-01`,
        `event:${s.spanning}@2026-03-02`,
        `event:${s.timed}@2026-03-10`,
      ].sort(),
    );
    expect(body.truncated).toBe(false);
    const timed = body.items.find((i) => i.id === s.timed && i.kind === 'event')!;
    expect(timed).toMatchObject({ time: '15:00', allDay: false, projectName: 'Deck', date: '2026-03-10' });
    const spanning = body.items.find((i) => i.id === s.spanning && i.kind === 'event')!;
    expect(spanning).toMatchObject({ date: '2026-02-26', endDate: '2026-03-02', time: null });
    expect(body.items.find((i) => i.kind === 'expense')).toMatchObject({ amount: '86.40', title: 'Lumber' });
    expect(body.days).toContainEqual({ day: '2026-03-01', count: 2 });
  });

  it("places a timed event on the day of the caller's time zone", async () => {
    const company = await createCompany(db());
    const id = (await createEvent(company, { startDate: '2026-03-11T02:00:00Z' })).json().id;
    const denver = (
      await calendar(company, { from: '2026-03-10', to: '2026-03-10', tz: 'America/Denver' })
    ).json();
    expect(denver.items).toMatchObject([{ id, day: '2026-03-10', time: '20:00' }]);
    const utc = (await calendar(company, { from: '2026-03-10', to: '2026-03-10', tz: 'UTC' })).json();
    expect(utc.items).toEqual([]);
  });

  it('filters by project and kinds, caps each day and says how many there are', async () => {
    const company = await createCompany(db());
    const s = await seed(company);
    const range = { from: '2026-03-01', to: '2026-03-31', tz: 'UTC' };
    const kitchen = (await calendar(company, { ...range, projectId: String(s.projectId) })).json();
    // Ids are per table: a task of the kitchen may share the deck event's number.
    expect(kitchen.items.some((i: CalendarItem) => i.kind === 'event' && i.id === s.timed)).toBe(false);
    expect(kitchen.items.every((i: CalendarItem) => i.projectId === s.projectId)).toBe(true);
    const onlyTasks = (await calendar(company, { ...range, kinds: 'task,event' })).json();
    expect(new Set(onlyTasks.items.map((i: CalendarItem) => i.kind))).toEqual(new Set(['task', 'event']));
    for (let n = 0; n < 4; n++)
      await createEvent(company, { title: `Busy ${n}`, startDate: `2026-03-15T1${n}:00:00Z` });
    const capped = (await calendar(company, { ...range, perDay: '3' })).json();
    expect(capped.items.filter((i: CalendarItem) => i.day === '2026-03-15')).toHaveLength(3);
    expect(capped.days).toContainEqual({ day: '2026-03-15', count: 4 });
    const limited = (await calendar(company, { ...range, limit: '2' })).json();
    expect(limited.items).toHaveLength(2);
    expect(limited.truncated).toBe(true);
  });

  it("caps each day of the grid to the first items of the day's full list, with the full counts", async () => {
    const company = await createCompany(db());
    const kitchen = await project(company, 'Kitchen');
    const deck = await project(company, 'Deck');
    // Two busy days with every kind, in an order that differs from each kind's id order.
    for (const [day, p] of [
      ['2026-05-12', kitchen],
      ['2026-05-12', deck],
      ['2026-05-13', deck],
    ] as const) {
      for (let n = 0; n < 3; n++) await task(company, p, { dueDate: day });
      await anInvoice(db(), company.id, { projectId: p, dueDate: day, issueDate: '2026-04-01' });
      await anInvoice(db(), company.id, {
        projectId: p,
        isPaid: true,
        issueDate: day,
        dueDate: '2026-06-30',
      });
      await anExpense(db(), company.id, { projectId: p, date: day, amount: '12.00' });
      await db()
        .insert(selections)
        .values({ companyId: company.id, projectId: p, title: `Tile ${unique()}`, dueDate: day });
      await createEvent(company, { title: 'Walkthrough', startDate: `${day}T16:00:00Z`, projectId: p });
      await createEvent(company, { title: 'Delivery', allDay: true, startDate: day, projectId: p });
    }
    const key = (i: CalendarItem) => `${i.kind}:${i.id}`;
    for (const scope of [{}, { projectId: String(deck) }] as Record<string, string>[]) {
      const range = { from: '2026-05-10', to: '2026-05-16', tz: 'UTC', ...scope };
      const full = (await calendar(company, range)).json() as {
        items: CalendarItem[];
        days: { day: string; count: number }[];
      };
      expect(full.items.length).toBeGreaterThanOrEqual(18);
      for (const perDay of [1, 3, 5, 7]) {
        const capped = (await calendar(company, { ...range, perDay: String(perDay) })).json() as typeof full;
        expect(capped.days.sort((a, b) => a.day.localeCompare(b.day))).toEqual(full.days);
        for (const { day } of full.days)
          expect(capped.items.filter((i) => i.day === day).map(key)).toEqual(
            full.items
              .filter((i) => i.day === day)
              .slice(0, perDay)
              .map(key),
          );
      }
    }
  });

  it('answers 400 for a bad range, kind or zone', async () => {
    const company = await createCompany(db());
    const errors = async (query: Record<string, string>) => (await calendar(company, query)).json().errors;
    expect(await errors({ from: '2026-03-31', to: '2026-03-01' })).toEqual([
      { path: 'to', message: calendarMessages.range() },
    ]);
    expect(await errors({ from: '2026-01-01', to: '2026-12-31' })).toEqual([
      { path: 'to', message: calendarMessages.rangeTooLong() },
    ]);
    expect(
      (await calendar(company, { from: '2026-03-01', to: '2026-03-31', kinds: 'meals' })).statusCode,
    ).toBe(400);
    expect(await errors({ from: '2026-03-01', to: '2026-03-31', tz: 'Mars/Olympus' })).toEqual([
      { path: 'tz', message: calendarMessages.timeZone() },
    ]);
  });
});
