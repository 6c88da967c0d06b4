import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import {
  assignedUserAnswer,
  assignUserBody,
  customerAnswer,
  customerBody,
  customerDocumentAnswer,
  customerListItemAnswer,
  customerNoteAnswer,
  customerNoteBody,
  customerSummaryAnswer,
  listCustomersQuery,
  updateCustomerBody,
} from '#domain/contracts/customers';
import { customerProjectAnswer } from '#domain/contracts/projects';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { CUSTOMER_DELETERS, CUSTOMER_TEAM_MANAGERS } from './customers.policy';
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

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/** Customers: the list, detail, summary, projects, notes, assigned users and documents of a customer. */
export async function customersRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/customers',
    {
      schema: {
        params: companyParams,
        querystring: listCustomersQuery,
        response: { 200: z.array(customerListItemAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listCustomers(db, companyId, query),
        () => countCustomers(db, companyId, query.search),
      );
    },
  );

  r.post(
    '/api/companies/:companyId/customers',
    { schema: { params: companyParams, body: customerBody, response: { 201: customerAnswer } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      return reply.status(201).send(await createCustomer(db, companyId, request.body, clock()));
    },
  );

  r.get(
    '/api/customers/:id',
    { schema: { params: idParams, response: { 200: customerAnswer } } },
    async (request) => getCustomerOrThrow(db, requireCompany(request.actor), request.params.id),
  );

  r.patch(
    '/api/customers/:id',
    { schema: { params: idParams, body: updateCustomerBody, response: { 200: customerAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      return updateCustomer(db, requireCompany(actor), request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/customers/:id',
    { config: { roles: CUSTOMER_DELETERS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, CUSTOMER_DELETERS);
      await deleteCustomer(db, companyId, request.params.id, clock());
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/customers/:id/summary',
    { schema: { params: idParams, response: { 200: customerSummaryAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getCustomerOrThrow(db, companyId, request.params.id);
      return getCustomerSummary(db, companyId, request.params.id);
    },
  );

  r.get(
    '/api/customers/:id/projects',
    { schema: { params: idParams, response: { 200: z.array(customerProjectAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getCustomerOrThrow(db, companyId, request.params.id);
      return listCustomerProjects(db, companyId, request.params.id);
    },
  );

  r.get(
    '/api/customers/:id/notes',
    { schema: { params: idParams, response: { 200: z.array(customerNoteAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getCustomerOrThrow(db, companyId, request.params.id);
      return listCustomerNotes(db, companyId, request.params.id);
    },
  );

  r.post(
    '/api/customers/:id/notes',
    { schema: { params: idParams, body: customerNoteBody, response: { 201: customerNoteAnswer } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const note = await addCustomerNote(
        db,
        actor,
        requireCompany(actor),
        request.params.id,
        request.body,
        clock(),
      );
      return reply.status(201).send(note);
    },
  );

  r.get(
    '/api/customers/:id/users',
    { schema: { params: idParams, response: { 200: z.array(assignedUserAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getCustomerOrThrow(db, companyId, request.params.id);
      return listCustomerUsers(db, companyId, request.params.id);
    },
  );

  r.post(
    '/api/customers/:id/assign-user',
    {
      config: { roles: CUSTOMER_TEAM_MANAGERS },
      schema: { params: idParams, body: assignUserBody, response: { 201: assignedUserAnswer } },
    },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const actor = requireRole(request.actor, CUSTOMER_TEAM_MANAGERS);
      const assigned = await assignUserToCustomer(
        db,
        actor,
        companyId,
        request.params.id,
        request.body.userId,
        clock(),
      );
      return reply.status(201).send(assigned);
    },
  );

  r.delete(
    '/api/customers/:id/users/:userId',
    {
      config: { roles: CUSTOMER_TEAM_MANAGERS },
      schema: { params: idParams.extend({ userId: idSchema }), response: { 204: noContent } },
    },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, CUSTOMER_TEAM_MANAGERS);
      await unassignUserFromCustomer(db, companyId, request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/customers/:id/documents',
    { schema: { params: idParams, response: { 200: z.array(customerDocumentAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getCustomerOrThrow(db, companyId, request.params.id);
      return listCustomerDocuments(db, companyId, request.params.id);
    },
  );
}
