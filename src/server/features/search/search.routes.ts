import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searchCalls } from '#domain/contracts/search';
import { escapeLike } from '../../db/like';
import { customers, invoices, projects } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';

const LIMIT = 5;

/** The dashboard search box (and Ctrl+K): projects, customers and invoices of the company matching the text. */
export async function searchRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(app, searchCalls.search, async (request) => {
    const companyId = requireCompany(request.actor);
    const like = `%${escapeLike(request.query.q)}%`;
    const [projectRows, customerRows, invoiceRows] = await Promise.all([
      request.db
        .select({ id: projects.id, name: projects.name, stage: projects.stage, type: projects.type })
        .from(projects)
        .where(
          and(
            eq(projects.companyId, companyId),
            or(ilike(projects.name, like), ilike(projects.description, like)),
          ),
        )
        .orderBy(desc(projects.createdAt))
        .limit(LIMIT),
      request.db
        .select({
          id: customers.id,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
        })
        .from(customers)
        .where(
          and(
            eq(customers.companyId, companyId),
            or(
              ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
              ilike(customers.email, like),
              ilike(customers.phone, like),
            ),
          ),
        )
        .orderBy(desc(customers.createdAt))
        .limit(LIMIT),
      request.db
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          title: invoices.title,
          amount: invoices.amount,
          isPaid: invoices.isPaid,
          status: invoices.status,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.companyId, companyId),
            or(
              ilike(invoices.invoiceNumber, like),
              ilike(invoices.title, like),
              ilike(invoices.description, like),
            ),
          ),
        )
        .orderBy(desc(invoices.createdAt))
        .limit(LIMIT),
    ]);
    return { projects: projectRows, customers: customerRows, invoices: invoiceRows };
  });
}
