import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import {
  budgetItemExpensesAnswer,
  createExpenseBody,
  expenseAnswer,
  listExpensesQuery,
  updateExpenseBody,
} from '#domain/contracts/expenses';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { downloadQuery, fileStream, sendStoredFile } from '../../http/uploads';
import { getCompanyOrThrow } from '../companies/companies.service';
import { removeStoredBytes } from '../documents/stored-files';
import { getProjectOrThrow } from '../projects/projects.queries';
import { budgetItemExpenses, countExpenses, getExpenseOrThrow, listExpenses } from './expenses.queries';
import {
  attachReceipt,
  createExpense,
  deleteExpense,
  getReceiptOrThrow,
  updateExpense,
} from './expenses.service';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/** Expenses (docs/product.md#expenses): every member records them; the author, managers and admins change them. */
export async function expensesRoutes(app: FastifyInstance, { db, clock, storage }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/expenses',
    {
      schema: {
        params: companyParams,
        querystring: listExpensesQuery,
        response: { 200: z.array(expenseAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listExpenses(db, companyId, query),
        () => countExpenses(db, companyId, query),
      );
    },
  );

  // The project's expenses (docs/product.md#budget), as the company list filtered by the project answers them.
  r.get(
    '/api/projects/:projectId/expenses',
    { schema: { params: z.object({ projectId: idSchema }), response: { 200: z.array(expenseAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      // Another company's project (or none) is 404, before any expense is read.
      await getProjectOrThrow(db, companyId, request.params.projectId);
      return listExpenses(db, companyId, { projectId: request.params.projectId });
    },
  );

  r.post(
    '/api/companies/:companyId/expenses',
    { schema: { params: companyParams, body: createExpenseBody, response: { 201: expenseAnswer } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const expense = await createExpense(db, requireActor(request.actor), companyId, request.body, clock());
      return reply.status(201).send(expense);
    },
  );

  r.get(
    '/api/expenses/:id',
    { schema: { params: idParams, response: { 200: expenseAnswer } } },
    async (request) => getExpenseOrThrow(db, requireCompany(request.actor), request.params.id),
  );

  r.patch(
    '/api/expenses/:id',
    { schema: { params: idParams, body: updateExpenseBody, response: { 200: expenseAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      return updateExpense(db, actor, requireCompany(actor), request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/expenses/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const receiptKey = await deleteExpense(db, actor, requireCompany(actor), request.params.id);
      if (receiptKey) await removeStoredBytes(storage, [receiptKey], request.log);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/budget-items/:id/expenses',
    { schema: { params: idParams, response: { 200: budgetItemExpensesAnswer } } },
    async (request) => budgetItemExpenses(db, requireCompany(request.actor), request.params.id),
  );

  r.post(
    '/api/expenses/:id/receipt',
    { config: { multipart: true }, schema: { params: idParams, response: { 200: expenseAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      const deps = { db, storage, log: request.log };
      return attachReceipt(deps, request, actor, requireCompany(actor), request.params.id, clock());
    },
  );

  r.get(
    '/api/expenses/:id/receipt',
    { schema: { params: idParams, querystring: downloadQuery, response: { 200: fileStream } } },
    async (request, reply) => {
      const receipt = await getReceiptOrThrow(db, requireCompany(request.actor), request.params.id);
      return sendStoredFile(reply, storage, receipt, request.query.inline === '1');
    },
  );
}
