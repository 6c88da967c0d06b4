import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authCalls } from '#domain/contracts/account-security';
import type { Deps } from '../../deps';
import { requireActor } from '../../http/actor';
import { unauthorized } from '../../http/errors';
import { serve } from '../../http/serve';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import { readSettings } from '../settings/settings.service';
import { login, register, signOut } from './auth.service';
import { currentUserOf, toCurrentUser } from './current-user';
import { completeTwoFactorSignIn } from './two-factor-sign-in';

export async function authRoutes(app: FastifyInstance, { config, clock }: Deps): Promise<void> {
  const meta = async (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    now: clock(),
    passwordCost: config.passwordHashCost,
    // Read afresh: a signed-out caller's request has no session lookup to tell the kept copy it changed.
    settings: await readSettings(request.db),
  });
  const isPublic = { config: { public: true } };

  serve(
    app,
    authCalls.user,
    async (request) => {
      if (!request.actor) throw unauthorized();
      return currentUserOf(request.db, request.actor);
    },
    isPublic,
  );

  // 200 with the user and a new session; 202 when the password was right and a code is needed (no session yet).
  serve(
    app,
    authCalls.login,
    async (request, reply) => {
      const signIn = await login(request.db, request.body, {
        ...(await meta(request)),
        previousSessionId: request.actor?.sessionId,
      });
      if (signIn.kind === 'two_factor') {
        return reply.status(202).send({ twoFactorRequired: true, signInToken: signIn.signInToken });
      }
      setSessionCookie(request, reply, signIn.token);
      return reply.status(200).send(toCurrentUser(signIn.user, signIn.restriction));
    },
    isPublic,
  );

  serve(
    app,
    authCalls.twoFactorSignIn,
    async (request, reply) => {
      const { user, token, restriction } = await completeTwoFactorSignIn(request.db, request.body, {
        ...(await meta(request)),
        previousSessionId: request.actor?.sessionId,
      });
      setSessionCookie(request, reply, token);
      return toCurrentUser(user, restriction);
    },
    isPublic,
  );

  serve(
    app,
    authCalls.register,
    async (request, reply) => {
      const { user, token, restriction } = await register(request.db, request.body, await meta(request));
      setSessionCookie(request, reply, token);
      return toCurrentUser(user, restriction);
    },
    isPublic,
  );

  // Public so that a stale cookie can always be cleared; it ends the session on the server when there is one.
  serve(
    app,
    authCalls.logout,
    async (request, reply) => {
      if (request.actor) await signOut(request.db, requireActor(request.actor));
      clearSessionCookie(request, reply);
      return { ok: true } as const;
    },
    isPublic,
  );
}
