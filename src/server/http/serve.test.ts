import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { declareCall } from '#domain/contracts/declare';
import { permissions } from '#domain/permissions';
import { serializerCompiler } from './serialization';
import { serve } from './serve';
import { validatorCompiler } from './validation';

const thing = z.object({ id: z.number(), name: z.string() });
const calls = {
  read: declareCall({ method: 'GET', path: '/api/things/:id', answers: { 200: thing } }),
  create: declareCall({
    method: 'POST',
    path: '/api/groups/:groupId/things',
    body: z.object({ name: z.string() }),
    answers: { 201: thing },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/things/:id',
    permission: 'deleteVendor',
    answers: { 204: noContent },
  }),
};

async function appWithThings() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  serve(app, calls.read, async (request) => ({ id: request.params.id, name: 'one', secret: 'kept back' }));
  serve(app, calls.create, async (request) => ({ id: request.params.groupId * 10, name: request.body.name }));
  serve(app, calls.remove, async () => {});
  await app.ready();
  return { app, routes };
}

describe('serve', () => {
  it('answers with the declared status and only the declared fields', async () => {
    const { app } = await appWithThings();
    const read = await app.inject({ method: 'GET', url: '/api/things/4' });
    expect([read.statusCode, read.json()]).toEqual([200, { id: 4, name: 'one' }]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/groups/2/things',
      payload: { name: 'new' },
    });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 20, name: 'new' }]);
    const removed = await app.inject({ method: 'DELETE', url: '/api/things/4' });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
  });

  it('reads path parameters without a schema of their own as record ids', async () => {
    const { app } = await appWithThings();
    expect((await app.inject({ method: 'GET', url: '/api/things/abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/things/0' })).statusCode).toBe(400);
  });

  it("keeps the declaration on the route and turns its permission into the route's roles", async () => {
    const { routes } = await appWithThings();
    const remove = routes.find((r) => r.method === 'DELETE');
    expect(remove?.config).toMatchObject({ declaration: calls.remove, roles: permissions.deleteVendor });
    expect(routes.find((r) => r.method === 'GET')?.config).not.toHaveProperty('roles');
  });
});
