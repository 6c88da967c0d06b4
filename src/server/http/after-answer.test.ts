import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAfterAnswer } from './after-answer';

/** Resolves after `ms`, recording `name` in `done`. */
const later = (done: string[], name: string, ms: number) => () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      done.push(name);
      resolve();
    }, ms),
  );

async function appWithWork(done: string[]) {
  const app = Fastify();
  registerAfterAnswer(app);
  app.get('/work', async (request) => {
    app.afterAnswer.start(request, later(done, 'slow', 40));
    app.afterAnswer.start(request, async () => {
      throw new Error('mail server down');
    });
    return { answered: true };
  });
  await app.ready();
  return app;
}

describe('work after the answer', () => {
  it('answers first; settled() waits for the work and a failure does not reject it', async () => {
    const done: string[] = [];
    const app = await appWithWork(done);
    const res = await app.inject({ method: 'GET', url: '/work' });
    expect(res.json()).toEqual({ answered: true });
    expect(done).toEqual([]);
    await app.afterAnswer.settled();
    expect(done).toEqual(['slow']);
    await app.close();
  });

  it('waits for work started while it was waiting, and closing the app waits too', async () => {
    const done: string[] = [];
    const app = await appWithWork(done);
    await app.inject({ method: 'GET', url: '/work' });
    const settling = app.afterAnswer.settled();
    await app.inject({ method: 'GET', url: '/work' });
    await settling;
    expect(done).toEqual(['slow', 'slow']);
    await app.inject({ method: 'GET', url: '/work' });
    await app.close();
    expect(done).toEqual(['slow', 'slow', 'slow']);
  });
});
