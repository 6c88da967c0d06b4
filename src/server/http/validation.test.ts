import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, projects } from '../db/schema/index';
import { createCompany, type TestCompany } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/** The shared contracts and the validator, seen from the outside: the six ways bad input reached the database. */

let t: TestApp;
let c: TestCompany;
let projectId: number;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t.database.db);
  const customer = await call(t.app, 'POST', `/api/companies/${c.id}/customers`, {
    cookie: c.admin.cookie,
    body: { firstName: 'Ada', lastName: 'Stone' },
  });
  customerId = customer.json().id;
  const project = await call(t.app, 'POST', `/api/companies/${c.id}/projects`, {
    cookie: c.admin.cookie,
    body: { customerId, name: 'Kitchen', type: 'kitchen' },
  });
  projectId = project.json().id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown) => call(t.app, 'POST', url, { cookie: c.admin.cookie, body });
const raw = (method: 'POST' | 'PATCH', url: string, payload: string) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: c.admin.cookie, 'content-type': 'application/json' },
    payload,
  });

describe('dates', () => {
  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01', '1899-12-31', '3000-01-01', '2024-2-3'])(
    'refuses %s with "Enter a valid date"',
    async (date) => {
      const res = await post(`/api/projects/${projectId}/tasks`, { title: 'Tile', dueDate: date });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'dueDate', message: 'Enter a valid date' }]);
    },
  );

  it('does not call an impossible day a day in the past', async () => {
    const res = await post(`/api/projects/${projectId}/tasks`, { title: 'Tile', dueDate: '2026-02-31' });
    expect(res.json().message).toBe('Enter a valid date');
  });

  it('accepts a leap day', async () => {
    const res = await post(`/api/projects/${projectId}/tasks`, { title: 'Tile', startDate: '2028-02-29' });
    expect(res.statusCode).toBe(201);
    expect(res.json().startDate).toBe('2028-02-29');
  });
});

describe('the NUL character', () => {
  it('is refused in a body field, naming it', async () => {
    const res = await post(`/api/companies/${c.id}/customers`, { firstName: 'A\u0000', lastName: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'First name cannot contain the NUL character',
      errors: [{ path: 'firstName', message: 'First name cannot contain the NUL character' }],
    });
  });

  it('is refused in a search and in a nested list', async () => {
    const search = await call(t.app, 'GET', '/api/projects?search=a%00b', { cookie: c.admin.cookie });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([
      { path: 'search', message: 'Search cannot contain the NUL character' },
    ]);
    const nested = await post(`/api/projects/${projectId}/phases/reorder`, { ids: ['1', 'x\u0000'] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0].path).toBe('ids.1');
  });
});

describe('ids', () => {
  it.each(['99999999999', '2147483648', 'abc', '0x10', '1e1', '0', '-1', '1.0'])(
    'answers 404 Not found for the path id %s',
    async (id) => {
      const res = await call(t.app, 'GET', `/api/projects/${id}`, { cookie: c.admin.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    },
  );

  it('answers 400 with the field message for a body or query id that cannot exist', async () => {
    for (const customerId of [99_999_999_999, '0x10', 'abc', 0, 1.5]) {
      const res = await post(`/api/companies/${c.id}/projects`, {
        customerId,
        name: 'Bath',
        type: 'bathroom',
      });
      expect(res.statusCode, String(customerId)).toBe(400);
      expect(res.json().errors, String(customerId)).toEqual([
        { path: 'customerId', message: 'Please select a customer' },
      ]);
    }
    const query = await call(t.app, 'GET', `/api/projects/${projectId}/tasks?phaseId=99999999999`, {
      cookie: c.admin.cookie,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0].path).toBe('phaseId');
  });

  it('reads a path id of decimal digits as that id', async () => {
    const res = await call(t.app, 'GET', `/api/projects/${projectId}`, { cookie: c.admin.cookie });
    expect(res.json().id).toBe(projectId);
  });
});

describe('empty and null bodies', () => {
  it.each(['null', '[]', '"x"', '7'])('answers 400 to the body %s', async (payload) => {
    const res = await raw('POST', `/api/projects/${projectId}/budget`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the request body as a JSON object');
  });

  it('answers 400 to a missing body and to an empty JSON body', async () => {
    const missing = await call(t.app, 'POST', `/api/projects/${projectId}/budget`, {
      cookie: c.admin.cookie,
    });
    expect(missing.statusCode).toBe(400);
    const empty = await raw('POST', `/api/projects/${projectId}/budget`, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Send the request body as a JSON object' });
  });

  it('answers 400 to a PATCH that changes nothing, also when every field it sends is unknown', async () => {
    for (const body of [{}, { unknownField: 1 }]) {
      const res = await call(t.app, 'PATCH', `/api/customers/${customerId}`, {
        cookie: c.admin.cookie,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Nothing to change: send at least one field' });
    }
  });

  it('answers 400 to broken JSON in the product format', async () => {
    const res = await raw('POST', `/api/companies/${c.id}/customers`, '{"firstName":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});

describe('messages that name the real problem', () => {
  it('says a long last name is too long', async () => {
    const res = await post(`/api/companies/${c.id}/customers`, {
      firstName: 'A',
      lastName: 'x'.repeat(5000),
    });
    expect(res.json().errors).toEqual([
      { path: 'lastName', message: 'Last name must be at most 100 characters' },
    ]);
  });

  it('says a project name is too long, in a sentence', async () => {
    const res = await post(`/api/companies/${c.id}/projects`, {
      customerId,
      name: 'x'.repeat(3000),
      type: 'kitchen',
    });
    expect(res.json().errors).toEqual([
      { path: 'name', message: 'Project name must be at most 200 characters' },
    ]);
  });

  it('says a negative budget cannot be negative, and a huge one its maximum', async () => {
    const negative = await post(`/api/companies/${c.id}/projects`, {
      customerId,
      name: 'Deck',
      type: 'outdoor',
      budget: -5,
    });
    expect(negative.json().errors).toEqual([{ path: 'budget', message: 'Budget cannot be negative' }]);
    const huge = await post(`/api/companies/${c.id}/projects`, {
      customerId,
      name: 'Deck',
      type: 'outdoor',
      budget: 1e20,
    });
    expect(huge.json().errors).toEqual([{ path: 'budget', message: 'Budget must be at most 9999999999.99' }]);
  });

  it('says a quantity of 1e20 is over the maximum', async () => {
    for (const quantity of [1e20, 1e21, '1e20']) {
      const res = await post(`/api/projects/${projectId}/budget`, { name: 'Tile', quantity });
      expect(res.json().errors, String(quantity)).toEqual([
        { path: 'quantity', message: 'Amounts must be at most 9999999999.99' },
      ]);
    }
  });

  it('says a limit out of range in a sentence', async () => {
    const res = await call(t.app, 'GET', '/api/projects?limit=0x10', { cookie: c.admin.cookie });
    expect(res.json().errors).toEqual([
      { path: 'limit', message: 'Limit must be a whole number from 1 to 500' },
    ]);
  });
});

describe('sign-in fields', () => {
  it('refuses a 3,000-character username with 400, not 500', async () => {
    const res = await call(t.app, 'POST', '/api/login', {
      body: { username: 'u'.repeat(3000), password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'username', message: 'Username must be at most 64 characters' },
    ]);
  });
});

describe('framework errors in the product format', () => {
  it('answers an over-long path parameter 404 Not found', async () => {
    const res = await call(t.app, 'GET', `/api/projects/${'1'.repeat(150)}`, { cookie: c.admin.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers a malformed address 400 in the product format', async () => {
    const res = await call(t.app, 'GET', '/api/projects/%E0%A4%A', { cookie: c.admin.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid' });
  });
});

describe('conflicts', () => {
  it('names the field of a 409', async () => {
    const body = { username: `taken_${Date.now()}`, password: 'secret123', email: 'a@example.com' };
    await call(t.app, 'POST', '/api/register', { body: { ...body, companyName: 'One' } });
    const again = await call(t.app, 'POST', '/api/register', { body: { ...body, companyName: 'Two' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Username already exists',
      errors: [{ path: 'username', message: 'Username already exists' }],
    });
  });
});

describe('refused requests write nothing', () => {
  it('leaves no customer or project behind a refused create', async () => {
    const before = await t.database.db.select().from(projects).where(eq(projects.companyId, c.id));
    await post(`/api/companies/${c.id}/projects`, { customerId, name: 'N\u0000', type: 'kitchen' });
    await post(`/api/companies/${c.id}/customers`, { firstName: 'A', lastName: 'x'.repeat(101) });
    expect(await t.database.db.select().from(projects).where(eq(projects.companyId, c.id))).toEqual(before);
    const named = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.lastName, 'x'.repeat(101)));
    expect(named).toEqual([]);
  });
});
