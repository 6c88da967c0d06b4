import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okAnswer } from '../../../domain/contracts/answers';
import { loginBody, publicUser, registerBody } from '../../../domain/contracts/auth';
import type { Deps } from '../../deps';
import { requireActor } from '../../http/actor';
import { unauthorized } from '../../http/errors';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import { login, register } from './auth.service';
import { deleteSession } from './sessions';
import { findUserById, toPublicUser } from './users.queries';

export async function authRoutes(app: FastifyInstance, { db, config, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    now: clock(),
    passwordCost: config.passwordHashCost,
  });

  r.get(
    '/api/user',
    { config: { public: true }, schema: { response: { 200: publicUser } } },
    async (request) => {
      if (!request.actor) throw unauthorized();
      const user = await findUserById(db, request.actor.userId);
      if (!user) throw unauthorized();
      return toPublicUser(user);
    },
  );

  r.post(
    '/api/login',
    { config: { public: true }, schema: { body: loginBody, response: { 200: publicUser } } },
    async (request, reply) => {
      const { user, token } = await login(db, request.body, {
        ...meta(request),
        previousSessionId: request.actor?.sessionId,
      });
      setSessionCookie(request, reply, token);
      return toPublicUser(user);
    },
  );

  r.post(
    '/api/register',
    { config: { public: true }, schema: { body: registerBody, response: { 201: publicUser } } },
    async (request, reply) => {
      const { user, token } = await register(db, request.body, meta(request));
      setSessionCookie(request, reply, token);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  // Public so that a stale cookie can always be cleared; it ends the session on the server when there is one.
  r.post(
    '/api/logout',
    { config: { public: true }, schema: { response: { 200: okAnswer } } },
    async (request, reply) => {
      if (request.actor) await deleteSession(db, requireActor(request.actor).sessionId);
      clearSessionCookie(request, reply);
      return { ok: true } as const;
    },
  );
}
