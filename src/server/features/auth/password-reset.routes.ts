import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_REQUESTED, passwordResetCalls } from '#domain/contracts/password-reset';
import type { Deps } from '../../deps';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { clearSessionCookie } from '../../http/session';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

/** 'Forgot password?' sends a reset link by e-mail (docs/product.md#accounts-and-sign-in). Both routes are public. */
export async function passwordResetRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, config, clock, mailer } = deps;
  // Requests still being worked on; closing the app waits for them.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  const isPublic = { config: { public: true } };

  serve(
    app,
    passwordResetCalls.request,
    async (request) => {
      // The work (lookup, throttling, SMTP delivery) runs after the answer, so neither the answer nor its
      // timing tells whether an account matched.
      const work = requestPasswordReset(
        { db, mailer },
        {
          emailOrUsername: request.body.emailOrUsername,
          ip: request.ip,
          now: clock(),
          baseUrl: publicBaseUrl(config),
        },
      )
        .catch((err: unknown) => request.log.error({ err }, 'password reset request failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { message: PASSWORD_RESET_REQUESTED() };
    },
    isPublic,
  );

  serve(
    app,
    passwordResetCalls.confirm,
    async (request, reply) => {
      const { userId } = await confirmPasswordReset(db, request.body, {
        ip: request.ip,
        now: clock(),
        passwordCost: config.passwordHashCost,
      });
      // The browser's own session ended with the others: drop its cookie too.
      if (request.actor?.userId === userId) clearSessionCookie(request, reply);
    },
    isPublic,
  );
}
