import type { FastifyInstance } from 'fastify';
import { accountSecurityCalls } from '#domain/contracts/account-security';
import type { Deps } from '../../deps';
import { requireActor, requireSystemAdmin } from '../../http/actor';
import { serve } from '../../http/serve';
import { toCurrentUser } from './current-user';
import { changeOwnPassword } from './password-change.service';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service';

/** The signed-in user's own password and second factor (profile page), and the administrators' reset. */
export async function accountSecurityRoutes(
  app: FastifyInstance,
  { config, clock, settings }: Deps,
): Promise<void> {
  const meta = async (ip: string) => ({ now: clock(), ip, settings: await settings.get() });
  const calls = accountSecurityCalls;

  serve(app, calls.changePassword, async (request) => {
    const { user, restriction } = await changeOwnPassword(
      request.db,
      requireActor(request.actor),
      request.body,
      {
        ...(await meta(request.ip)),
        passwordCost: config.passwordHashCost,
      },
    );
    return toCurrentUser(user, restriction);
  });

  serve(app, calls.twoFactorStatus, async (request) =>
    twoFactorStatus(request.db, requireActor(request.actor), await settings.get()),
  );

  serve(app, calls.startTwoFactor, async (request) =>
    startTwoFactorSetup(request.db, requireActor(request.actor), await settings.get()),
  );

  serve(app, calls.confirmTwoFactor, async (request) =>
    confirmTwoFactorSetup(request.db, requireActor(request.actor), request.body.code, await meta(request.ip)),
  );

  serve(app, calls.disableTwoFactor, async (request) => {
    await disableTwoFactor(request.db, requireActor(request.actor), request.body, await meta(request.ip));
  });

  serve(
    app,
    calls.resetTwoFactor,
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      await resetTwoFactor(request.db, actor, request.params.id, { ip: request.ip });
    },
    { config: { systemAdmin: true } },
  );
}
