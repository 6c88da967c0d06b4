import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerMessagesPageQuery,
  publicMessageAnswer,
  publicReplyBody,
  publicThreadAnswer,
  publicThreadParams,
} from '#domain/contracts/customer-messages';
import type { Deps } from '../../deps';
import { fileStream, sendStoredFile } from '../../http/uploads';
import { openPublicThread, publicThreadLogo, replyOnPublicPage } from './public-messages.service';

/**
 * The public page of a customer thread (docs/product.md#customer-messages: the customer replies by e-mail or on the
 * thread's public page, linked in each e-mail): no sign-in; the token in the link is the only key and reaches only
 * its own thread.
 */
export async function publicMessagesRoutes(
  app: FastifyInstance,
  { db, clock, storage }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/messages/:token',
    {
      config: { public: true },
      schema: {
        params: publicThreadParams,
        querystring: customerMessagesPageQuery,
        response: { 200: publicThreadAnswer },
      },
    },
    async (request) => openPublicThread(db, request.params.token, request.query, clock()),
  );

  r.post(
    '/api/public/messages/:token',
    {
      config: { public: true },
      schema: { params: publicThreadParams, body: publicReplyBody, response: { 200: publicMessageAnswer } },
    },
    async (request) => replyOnPublicPage(db, request.params.token, request.body.content, clock()),
  );

  r.get(
    '/api/public/messages/:token/logo',
    { config: { public: true }, schema: { params: publicThreadParams, response: { 200: fileStream } } },
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicThreadLogo(db, request.params.token), true),
  );
}
