import type { FastifyInstance } from 'fastify';
import { customerMessageCalls } from '#domain/contracts/customer-messages';
import type { Deps } from '../../deps';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { openPublicThread, publicThreadLogo, replyOnPublicPage } from './public-messages.service';

/**
 * The public page of a customer thread (docs/product.md#customer-messages: the customer replies by e-mail or on the
 * thread's public page, linked in each e-mail): no sign-in; the token in the link is the only key and reaches only
 * its own thread.
 */
export async function publicMessagesRoutes(app: FastifyInstance, { clock, storage }: Deps): Promise<void> {
  const open = { config: { public: true } };

  serve(
    app,
    customerMessageCalls.publicThread,
    async (request) => openPublicThread(request.db, request.params.token, request.query, clock()),
    open,
  );

  serve(
    app,
    customerMessageCalls.publicReply,
    async (request) => replyOnPublicPage(request.db, request.params.token, request.body.content, clock()),
    open,
  );

  // The declaration's answer is the file's bytes; the server streams them.
  serve(
    app,
    customerMessageCalls.publicLogo,
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicThreadLogo(request.db, request.params.token), true),
    open,
  );
}
