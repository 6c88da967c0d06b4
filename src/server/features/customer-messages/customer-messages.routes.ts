import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerMessageAnswer,
  customerMessageBody,
  customerMessagesAnswer,
  customerMessagesPageQuery,
  markedReadAnswer,
  messageIdParams,
  sentCustomerMessageAnswer,
  threadParams,
} from '#domain/contracts/customer-messages';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { publicBaseUrl } from '../../http/public-url';
import {
  listCustomerMessages,
  markMessageRead,
  markThreadRead,
  sendCustomerMessage,
} from './customer-messages.service';

/**
 * A project's conversation with its customer (docs/product.md#customer-messages). Every company member works on
 * customer messages, employees too.
 */
export async function customerMessagesRoutes(
  app: FastifyInstance,
  { db, config, clock, mailer }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = '/api/projects/:projectId/customers/:customerId/messages';

  r.get(
    url,
    {
      schema: {
        params: threadParams,
        querystring: customerMessagesPageQuery,
        response: { 200: customerMessagesAnswer },
      },
    },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const { projectId, customerId } = request.params;
      const page = await listCustomerMessages(db, companyId, projectId, customerId, request.query);
      // Older messages exist before this page's first one: ask again with ?before={its id}.
      reply.header('x-has-more', String(page.hasMore));
      return page.rows;
    },
  );

  r.post(
    url,
    {
      schema: {
        params: threadParams,
        body: customerMessageBody,
        response: { 200: sentCustomerMessageAnswer },
      },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      return sendCustomerMessage(db, requireActor(request.actor), companyId, request.params, request.body, {
        mailer,
        baseUrl: publicBaseUrl(config),
        inboundMailDomain: config.inboundMailDomain,
      });
    },
  );

  // Viewing the conversation marks its unread incoming messages read in one call (the per-message call
  // below stays for single messages).
  r.post(
    `${url}/read`,
    { schema: { params: threadParams, response: { 200: markedReadAnswer } } },
    async (request) => markThreadRead(db, requireCompany(request.actor), request.params, clock()),
  );

  r.post(
    '/api/customer-messages/:id/read',
    { schema: { params: messageIdParams, response: { 200: customerMessageAnswer } } },
    async (request) => markMessageRead(db, requireCompany(request.actor), request.params.id, clock()),
  );
}
