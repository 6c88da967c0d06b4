import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { selectionCalls } from '#domain/contracts/selections';
import { calendarDayIn } from '#domain/document-dates';
import { users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { userDisplayName } from '../auth/users.queries';
import { removeStoredBytes } from '../documents/stored-files';
import { getProjectOrThrow } from '../projects/projects.queries';
import { chooseSelectionOption } from './selection-choice';
import { attachOptionPhoto, getOptionPhotoOrThrow } from './selection-photos';
import { readSelections, selectionView } from './selections.queries';
import {
  createSelection,
  deleteSelection,
  markSelectionOrdered,
  updateSelection,
} from './selections.service';

/** A project's selections (issue 26), for the signed-in company: employees read, admins and managers change. */
export async function selectionsRoutes(
  app: FastifyInstance,
  { clock, settings, storage }: Deps,
): Promise<void> {
  /** The company's calendar day now: an open selection due before it shows Overdue. */
  const today = async () => calendarDayIn(clock(), (await settings.get()).timezone);
  const who = (request: FastifyRequest) => {
    const actor = requireActor(request.actor);
    return { actor, companyId: requireCompany(actor), userId: actor.userId, now: clock() };
  };
  const view = async (request: FastifyRequest, id: number) => {
    const { actor, companyId } = who(request);
    return selectionView(request.db, actor, companyId, id, await today());
  };

  serve(app, selectionCalls.list, async (request) => {
    const { actor, companyId } = who(request);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return readSelections(request.db, actor, companyId, { projectId: request.params.id }, await today());
  });

  serve(app, selectionCalls.create, async (request) => {
    const id = await createSelection(request.db, who(request), request.params.id, request.body);
    return view(request, id);
  });

  serve(app, selectionCalls.get, async (request) => view(request, request.params.id));

  serve(app, selectionCalls.update, async (request) => {
    const removed = await updateSelection(request.db, who(request), request.params.id, request.body);
    await removeStoredBytes(storage, removed, request.log);
    return view(request, request.params.id);
  });

  serve(app, selectionCalls.remove, async (request) => {
    const removed = await deleteSelection(request.db, who(request).companyId, request.params.id);
    await removeStoredBytes(storage, removed, request.log);
  });

  // Staff choose for the client; the portal calls chooseSelectionOption with the client as the chooser.
  serve(app, selectionCalls.choose, async (request) => {
    const { companyId, userId, now } = who(request);
    const [user] = await request.db.select({ name: userDisplayName }).from(users).where(eq(users.id, userId));
    const { changeOrder } = await chooseSelectionOption(
      request.db,
      {
        companyId,
        userId,
        actorName: user?.name ?? '',
        visitor: {
          ipAddress: request.ip ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        },
        now,
      },
      request.params.id,
      request.body.optionId,
    );
    return { selection: await view(request, request.params.id), changeOrder };
  });

  serve(app, selectionCalls.markOrdered, async (request) => {
    await markSelectionOrdered(request.db, who(request), request.params.id);
    return view(request, request.params.id);
  });

  serve(
    app,
    selectionCalls.attachPhoto,
    async (request) => {
      const selectionId = await attachOptionPhoto(
        { db: request.db, storage, log: request.log },
        request,
        who(request),
        request.params.id,
      );
      return view(request, selectionId);
    },
    { config: { multipart: true } },
  );

  serve(app, selectionCalls.photo, async (request, reply) => {
    const photo = await getOptionPhotoOrThrow(request.db, requireCompany(request.actor), request.params.id);
    return sendStoredFile(reply, storage, photo, request.query.inline === '1');
  });
}
