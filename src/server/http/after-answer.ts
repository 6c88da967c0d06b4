import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after a route has answered; tests settle it before they look at the database. */
    afterAnswer: AfterAnswer;
  }
}

export interface AfterAnswer {
  /** Runs `work` without holding the answer; a failure is logged against the request that started it. */
  start(request: FastifyRequest, work: () => Promise<unknown>): void;
  /** Resolves once every piece of work started so far has ended. */
  settled(): Promise<void>;
}

/**
 * Some public routes answer before they do their work (a reset link, a portal sign-in link), so that neither the
 * answer nor its timing tells whether an address matched. That work is tracked here, in one place: closing the app
 * waits for it, and a test that compares the database before and after a request waits for it too, so a mail
 * written a moment after one answer is never counted against the next request.
 */
export function registerAfterAnswer(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  const afterAnswer: AfterAnswer = {
    start(request, work) {
      const running: Promise<void> = work()
        .then(() => undefined)
        .catch((err: unknown) => request.log.error({ err, url: request.url }, 'work after the answer failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.settled());
}
