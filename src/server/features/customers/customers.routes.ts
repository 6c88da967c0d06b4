import type { FastifyInstance } from 'fastify';
import { customerProjectCalls } from '#domain/contracts/customer-projects';
import { customerCalls } from '#domain/contracts/customers';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import {
  countCustomers,
  getCustomerOrThrow,
  getCustomerSummary,
  listCustomerDocuments,
  listCustomerNotes,
  listCustomerProjects,
  listCustomers,
  listCustomerUsers,
} from './customers.queries';
import {
  addCustomerNote,
  assignUserToCustomer,
  createCustomer,
  deleteCustomer,
  unassignUserFromCustomer,
  updateCustomer,
} from './customers.service';

/**
 * Customers: the list, detail, summary, projects, notes, assigned users and documents of a customer. Every company
 * member reads customers, creates and edits them and adds notes; deleting one and assigning or unassigning users
 * need the permission their declarations name (docs/product.md#customers).
 */
export async function customersRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, customerCalls.list, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listCustomers(request.db, companyId, query),
      () => countCustomers(request.db, companyId, query.search),
    );
  });

  serve(app, customerCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return createCustomer(request.db, companyId, request.body, clock());
  });

  serve(app, customerCalls.get, async (request) =>
    getCustomerOrThrow(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, customerCalls.update, async (request) => {
    const actor = requireActor(request.actor);
    return updateCustomer(request.db, requireCompany(actor), request.params.id, request.body, clock());
  });

  serve(app, customerCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await deleteCustomer(request.db, companyId, request.params.id, clock());
  });

  serve(app, customerCalls.summary, async (request) => {
    const companyId = requireCompany(request.actor);
    await getCustomerOrThrow(request.db, companyId, request.params.id);
    return getCustomerSummary(request.db, companyId, request.params.id);
  });

  serve(app, customerProjectCalls.list, async (request) => {
    const companyId = requireCompany(request.actor);
    await getCustomerOrThrow(request.db, companyId, request.params.id);
    return listCustomerProjects(request.db, companyId, request.params.id);
  });

  serve(app, customerCalls.notes, async (request) => {
    const companyId = requireCompany(request.actor);
    await getCustomerOrThrow(request.db, companyId, request.params.id);
    return listCustomerNotes(request.db, companyId, request.params.id);
  });

  serve(app, customerCalls.addNote, async (request) => {
    const actor = requireActor(request.actor);
    const { db, params, body } = request;
    return addCustomerNote(db, actor, requireCompany(actor), params.id, body, clock());
  });

  serve(app, customerCalls.users, async (request) => {
    const companyId = requireCompany(request.actor);
    await getCustomerOrThrow(request.db, companyId, request.params.id);
    return listCustomerUsers(request.db, companyId, request.params.id);
  });

  serve(app, customerCalls.assignUser, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    return assignUserToCustomer(
      request.db,
      actor,
      companyId,
      request.params.id,
      request.body.userId,
      clock(),
    );
  });

  serve(app, customerCalls.unassignUser, async (request) => {
    const companyId = requireCompany(request.actor);
    await unassignUserFromCustomer(request.db, companyId, request.params.id, request.params.userId);
  });

  serve(app, customerCalls.documents, async (request) => {
    const companyId = requireCompany(request.actor);
    await getCustomerOrThrow(request.db, companyId, request.params.id);
    return listCustomerDocuments(request.db, companyId, request.params.id);
  });
}
