import type { FastifyInstance } from 'fastify';
import { customerMessageCalls } from '#domain/contracts/customer-messages';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
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
  { config, clock, mailer }: Deps,
): Promise<void> {
  serve(app, customerMessageCalls.thread, async (request, reply) => {
    const companyId = requireCompany(request.actor);
    const { projectId, customerId } = request.params;
    const page = await listCustomerMessages(request.db, companyId, projectId, customerId, request.query);
    // Older messages exist before this page's first one: ask again with ?before={its id}.
    reply.header('x-has-more', String(page.hasMore));
    return page.rows;
  });

  serve(app, customerMessageCalls.send, async (request) => {
    const companyId = requireCompany(request.actor);
    return sendCustomerMessage(
      request.db,
      requireActor(request.actor),
      companyId,
      request.params,
      request.body,
      {
        mailer,
        baseUrl: publicBaseUrl(config),
        inboundMailDomain: config.inboundMailDomain,
      },
    );
  });

  // Viewing the conversation marks its unread incoming messages read in one call (the per-message call
  // below stays for single messages).
  serve(app, customerMessageCalls.markThreadRead, async (request) =>
    markThreadRead(request.db, requireCompany(request.actor), request.params, clock()),
  );

  serve(app, customerMessageCalls.markMessageRead, async (request) =>
    markMessageRead(request.db, requireCompany(request.actor), request.params.id, clock()),
  );
}
