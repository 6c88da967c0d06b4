import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_REQUESTED, passwordResetCalls } from '#domain/contracts/password-reset';
import type { Deps } from '../../deps';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { clearSessionCookie } from '../../http/session';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

/** 'Forgot password?' sends a reset link by e-mail (docs/product.md#accounts-and-sign-in). Both routes are public. */
export async function passwordResetRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config, clock, mailer } = deps;
  const isPublic = { config: { public: true } };

  serve(
    app,
    passwordResetCalls.request,
    async (request) => {
      // The work (lookup, throttling, SMTP delivery) runs after the answer, so neither the answer nor its
      // timing tells whether an account matched.
      const input = {
        emailOrUsername: request.body.emailOrUsername,
        ip: request.ip,
        now: clock(),
        baseUrl: publicBaseUrl(config),
      };
      app.afterAnswer.start(request, () => requestPasswordReset({ db: request.db, mailer }, input));
      return { message: PASSWORD_RESET_REQUESTED() };
    },
    isPublic,
  );

  serve(
    app,
    passwordResetCalls.confirm,
    async (request, reply) => {
      const { userId } = await confirmPasswordReset(request.db, request.body, {
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
