import type { FastifyInstance } from 'fastify';
import { expenseCalls } from '#domain/contracts/expenses';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
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

/** Expenses (docs/product.md#expenses): every member records them; the author, managers and admins change them. */
export async function expensesRoutes(app: FastifyInstance, { clock, storage }: Deps): Promise<void> {
  serve(app, expenseCalls.list, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listExpenses(request.db, companyId, query),
      () => countExpenses(request.db, companyId, query),
    );
  });

  // The project's expenses (docs/product.md#budget), as the company list filtered by the project answers them.
  serve(app, expenseCalls.projectList, async (request) => {
    const companyId = requireCompany(request.actor);
    // Another company's project (or none) is 404, before any expense is read.
    await getProjectOrThrow(request.db, companyId, request.params.projectId);
    return listExpenses(request.db, companyId, { projectId: request.params.projectId });
  });

  serve(app, expenseCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return createExpense(request.db, requireActor(request.actor), companyId, request.body, clock());
  });

  serve(app, expenseCalls.get, async (request) =>
    getExpenseOrThrow(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, expenseCalls.update, async (request) => {
    const actor = requireActor(request.actor);
    return updateExpense(request.db, actor, requireCompany(actor), request.params.id, request.body, clock());
  });

  serve(app, expenseCalls.remove, async (request) => {
    const actor = requireActor(request.actor);
    const receiptKey = await deleteExpense(request.db, actor, requireCompany(actor), request.params.id);
    if (receiptKey) await removeStoredBytes(storage, [receiptKey], request.log);
  });

  serve(app, expenseCalls.budgetItem, async (request) =>
    budgetItemExpenses(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(
    app,
    expenseCalls.attachReceipt,
    async (request) => {
      const actor = requireActor(request.actor);
      const deps = { db: request.db, storage, log: request.log };
      return attachReceipt(deps, request, actor, requireCompany(actor), request.params.id, clock());
    },
    { config: { multipart: true } },
  );

  serve(app, expenseCalls.receipt, async (request, reply) => {
    const receipt = await getReceiptOrThrow(request.db, requireCompany(request.actor), request.params.id);
    return sendStoredFile(reply, storage, receipt, request.query.inline === '1');
  });
}
