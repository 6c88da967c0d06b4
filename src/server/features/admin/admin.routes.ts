import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserAnswer } from '../../../domain/contracts/auth';
import { pageQuery } from '../../../domain/contracts/common';
import { companyAnswer } from '../../../domain/contracts/companies';
import { escapeLike } from '../../db/like';
import { companies, users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { companyAnswerOf } from '../companies/company-profile.service';

/** System administration: every company and every user (isAdmin only). */
export async function adminRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const companiesSchema = { querystring: pageQuery, response: { 200: z.array(companyAnswer) } };
  r.get('/api/companies', { schema: companiesSchema }, async (request, reply) => {
    requireSystemAdmin(request.actor);
    const { search, limit = 500, offset = 0 } = request.query;
    const where: SQL | undefined = search
      ? or(
          ilike(companies.name, `%${escapeLike(search)}%`),
          ilike(companies.email, `%${escapeLike(search)}%`),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(companies).where(where).orderBy(desc(companies.createdAt)).limit(limit).offset(offset),
      db.select({ n: count() }).from(companies).where(where),
    ]);
    reply.header('x-total-count', String(total?.n ?? 0));
    return rows.map(companyAnswerOf);
  });

  const usersSchema = { querystring: pageQuery, response: { 200: z.array(adminUserAnswer) } };
  r.get('/api/admin/users', { schema: usersSchema }, async (request, reply) => {
    requireSystemAdmin(request.actor);
    const { search, limit = 500, offset = 0 } = request.query;
    const like = search ? `%${escapeLike(search)}%` : undefined;
    const where = like
      ? or(
          ilike(users.username, like),
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          isAdmin: users.isAdmin,
          companyId: users.companyId,
          companyName: companies.name,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(and(where))
        .orderBy(asc(users.username))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    reply.header('x-total-count', String(total?.n ?? 0));
    return rows;
  });
}
