import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  currentUser,
  recoveryCodesAnswer,
  twoFactorConfirmBody,
  twoFactorDisableBody,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
} from '#domain/contracts/account-security';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import type { Deps } from '../../deps';
import { requireActor, requireSystemAdmin } from '../../http/actor';
import { toCurrentUser } from './current-user';
import { changeOwnPassword } from './password-change.service';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service';

const idParams = z.object({ id: idSchema });

/** The signed-in user's own password and second factor (profile page), and the administrators' reset. */
export async function accountSecurityRoutes(
  app: FastifyInstance,
  { db, config, clock, settings }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = async (ip: string) => ({ now: clock(), ip, settings: await settings.get() });

  r.post(
    '/api/user/password',
    { schema: { body: changePasswordBody, response: { 200: currentUser } } },
    async (request) => {
      const { user, restriction } = await changeOwnPassword(db, requireActor(request.actor), request.body, {
        ...(await meta(request.ip)),
        passwordCost: config.passwordHashCost,
      });
      return toCurrentUser(user, restriction);
    },
  );

  r.get('/api/user/two-factor', { schema: { response: { 200: twoFactorStatusAnswer } } }, async (request) =>
    twoFactorStatus(db, requireActor(request.actor), await settings.get()),
  );

  r.post(
    '/api/user/two-factor/setup',
    { schema: { response: { 200: twoFactorSetupAnswer } } },
    async (request) => startTwoFactorSetup(db, requireActor(request.actor), await settings.get()),
  );

  r.post(
    '/api/user/two-factor/confirm',
    { schema: { body: twoFactorConfirmBody, response: { 200: recoveryCodesAnswer } } },
    async (request) =>
      confirmTwoFactorSetup(db, requireActor(request.actor), request.body.code, await meta(request.ip)),
  );

  r.post(
    '/api/user/two-factor/disable',
    { schema: { body: twoFactorDisableBody, response: { 204: noContent } } },
    async (request, reply) => {
      await disableTwoFactor(db, requireActor(request.actor), request.body, await meta(request.ip));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/admin/users/:id/two-factor/reset',
    { config: { systemAdmin: true }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireSystemAdmin(request.actor);
      await resetTwoFactor(db, actor, request.params.id, { ip: request.ip });
      return reply.status(204).send();
    },
  );
}
