import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsAnswer, settingsBody } from '#domain/contracts/settings';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { writeSettings } from './settings.service';

/**
 * /admin/settings (system administrators). A save takes effect at once: this instance drops its kept copy, and
 * every other instance sees the row's new version on its next signed-in request (settings.service.ts).
 */
export async function settingsRoutes(app: FastifyInstance, { db, clock, settings }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    { config: { systemAdmin: true }, schema: { response: { 200: settingsAnswer } } },
    async (request) => {
      requireSystemAdmin(request.actor);
      return settings.get();
    },
  );

  r.put(
    '/api/admin/settings',
    { config: { systemAdmin: true }, schema: { body: settingsBody, response: { 200: settingsAnswer } } },
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      const saved = await writeSettings(db, request.body, actor.userId, clock());
      settings.forget();
      return saved;
    },
  );
}
