import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import {
  createInvoiceBody,
  invoiceAnswer,
  invoiceDetailAnswer,
  listInvoicesQuery,
  markPaidBody,
  milestoneBillingAnswer,
  updateInvoiceBody,
} from '#domain/contracts/invoices';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { getProjectOrThrow } from '../projects/projects.queries';
import { countInvoices, listInvoices } from './invoices.queries';
import {
  cancelInvoice,
  deleteInvoice,
  getInvoiceDetailOrThrow,
  manageInvoices,
  markInvoicePaid,
  updateInvoice,
} from './invoices.service';
import { getMilestoneBilling } from './milestone-invoices';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });
/** Employees may not create or change invoices (docs/product.md#invoices). */
const INVOICE_MANAGERS = permissions.manageInvoices;

/** Invoices: the company's list (optionally by project or customer), a project's, one invoice, and its changes. */
export async function invoicesRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/invoices',
    {
      schema: {
        params: companyParams,
        querystring: listInvoicesQuery,
        response: { 200: z.array(invoiceAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listInvoices(db, companyId, query),
        () => countInvoices(db, companyId, query),
      );
    },
  );

  r.get(
    '/api/projects/:projectId/invoices',
    { schema: { params: z.object({ projectId: idSchema }), response: { 200: z.array(invoiceAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.projectId);
      return listInvoices(db, companyId, { projectId: request.params.projectId });
    },
  );

  // The project's three milestones, what each bills and its invoice; every member reads it.
  r.get(
    '/api/projects/:projectId/milestone-invoices',
    { schema: { params: z.object({ projectId: idSchema }), response: { 200: milestoneBillingAnswer } } },
    async (request) => getMilestoneBilling(db, requireCompany(request.actor), request.params.projectId),
  );

  r.post(
    '/api/companies/:companyId/invoices',
    {
      config: { roles: INVOICE_MANAGERS },
      schema: { params: companyParams, body: createInvoiceBody, response: { 201: invoiceDetailAnswer } },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireRole(request.actor, INVOICE_MANAGERS);
      await getCompanyOrThrow(db, companyId);
      return reply.status(201).send(await manageInvoices(db, actor, companyId, request.body, clock()));
    },
  );

  r.get(
    '/api/invoices/:id',
    { schema: { params: idParams, response: { 200: invoiceDetailAnswer } } },
    async (request) => getInvoiceDetailOrThrow(db, requireCompany(request.actor), request.params.id),
  );

  r.patch(
    '/api/invoices/:id',
    {
      config: { roles: INVOICE_MANAGERS },
      schema: { params: idParams, body: updateInvoiceBody, response: { 200: invoiceDetailAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getInvoiceDetailOrThrow(db, companyId, request.params.id);
      requireRole(request.actor, INVOICE_MANAGERS);
      return updateInvoice(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.post(
    '/api/invoices/:id/mark-paid',
    {
      config: { roles: INVOICE_MANAGERS },
      schema: { params: idParams, body: markPaidBody, response: { 200: invoiceDetailAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getInvoiceDetailOrThrow(db, companyId, request.params.id);
      requireRole(request.actor, INVOICE_MANAGERS);
      return markInvoicePaid(db, companyId, request.params.id, request.body.paidDate, clock());
    },
  );

  r.post(
    '/api/invoices/:id/cancel',
    {
      config: { roles: INVOICE_MANAGERS },
      schema: { params: idParams, response: { 200: invoiceDetailAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getInvoiceDetailOrThrow(db, companyId, request.params.id);
      requireRole(request.actor, INVOICE_MANAGERS);
      return cancelInvoice(db, companyId, request.params.id, clock());
    },
  );

  r.delete(
    '/api/invoices/:id',
    { config: { roles: INVOICE_MANAGERS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      await getInvoiceDetailOrThrow(db, companyId, request.params.id);
      requireRole(request.actor, INVOICE_MANAGERS);
      await deleteInvoice(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
