import { expect } from 'vitest';
import type { ServerProcess } from './server-process';

/** A signed-in member of a company registered through a server process: the session cookie and the company. */
export type Member = { cookie: string; companyId: number };

/** POSTs JSON to a server process as the holder of `cookie`. */
export const post = (server: ServerProcess, path: string, cookie: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

/** Registers a new company's admin on `server`; answers the session cookie and the company. */
export async function registerCompany(server: ServerProcess, name: string): Promise<Member> {
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      password: 'secret123',
      email: `${name}@example.com`,
      companyName: name,
    }),
  });
  expect(res.status).toBe(201);
  const cookie = `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
  return { cookie, companyId: ((await res.json()) as { companyId: number }).companyId };
}

/** A customer and a project of the member's company, made through `server` as a user would. */
export async function newProject(
  server: ServerProcess,
  member: Member,
  name: string,
): Promise<{ id: number }> {
  const { cookie, companyId } = member;
  const customer = await (
    await post(server, `/api/companies/${companyId}/customers`, cookie, { firstName: 'Dana', lastName: name })
  ).json();
  const res = await post(server, `/api/companies/${companyId}/projects`, cookie, {
    name,
    type: 'kitchen',
    customerId: customer.id,
  });
  expect(res.status).toBe(201);
  return res.json();
}
