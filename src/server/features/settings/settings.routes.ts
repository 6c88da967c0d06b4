import type { FastifyInstance } from 'fastify';
import { settingsCalls } from '#domain/contracts/settings';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { serve } from '../../http/serve';
import { writeSettings } from './settings.service';

/**
 * /admin/settings (system administrators). A save takes effect at once: this instance drops its kept copy, and
 * every other instance sees the row's new version on its next signed-in request (settings.service.ts).
 */
export async function settingsRoutes(app: FastifyInstance, { clock, settings }: Deps): Promise<void> {
  const systemAdminOnly = { config: { systemAdmin: true } };

  serve(
    app,
    settingsCalls.get,
    async (request) => {
      requireSystemAdmin(request.actor);
      return settings.get();
    },
    systemAdminOnly,
  );

  serve(
    app,
    settingsCalls.update,
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      const saved = await writeSettings(request.db, request.body, actor.userId, clock());
      settings.forget();
      return saved;
    },
    systemAdminOnly,
  );
}
