import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#domain/contracts/account-security';
import {
  adminCompanyBody,
  adminCreateUserBody,
  adminUpdateUserBody,
  adminUserDetailAnswer,
  companyIdParams,
  resetPasswordAnswer,
  userIdParams,
} from '#domain/contracts/admin';
import { noContent } from '#domain/contracts/answers';
import { adminUserAnswer } from '#domain/contracts/auth';
import { idSchema, pageQuery } from '#domain/contracts/common';
import { companyAnswer } from '#domain/contracts/companies';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { companyAnswerOf } from '../companies/company-profile.service';
import { leaveCompany, openCompany } from './acting-company.service';
import { createCompany, deleteCompany, listCompanies, updateCompany } from './admin-companies.service';
import {
  createAdminUser,
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  resetUserPassword,
  updateAdminUser,
} from './admin-users.service';

/**
 * System administration (isAdmin only, 403 for anyone else): every company and every user, and opening a
 * company to work in it (docs/product.md#administration). The company's own screens then serve the administrator
 * unchanged.
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await adminCompaniesRoutes(app, deps);
  await adminUsersRoutes(app, deps);
}

async function adminCompaniesRoutes(app: FastifyInstance, { db, clock, storage }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const companiesSchema = { querystring: pageQuery, response: { 200: z.array(companyAnswer) } };
  r.get(
    '/api/companies',
    { config: { systemAdmin: true }, schema: companiesSchema },
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { search, limit = 500, offset = 0 } = request.query;
      const { rows, total } = await listCompanies(db, { search, limit, offset });
      reply.header('x-total-count', String(total));
      return rows.map(companyAnswerOf);
    },
  );

  r.post(
    '/api/companies',
    { config: { systemAdmin: true }, schema: { body: adminCompanyBody, response: { 201: companyAnswer } } },
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const company = await createCompany(db, request.body, clock());
      return reply.status(201).send(companyAnswerOf(company));
    },
  );

  r.put(
    '/api/companies/:companyId',
    {
      config: { systemAdmin: true },
      schema: { params: companyIdParams, body: adminCompanyBody, response: { 200: companyAnswer } },
    },
    async (request) => {
      requireSystemAdmin(request.actor);
      return companyAnswerOf(await updateCompany(db, request.params.companyId, request.body, clock()));
    },
  );

  r.delete(
    '/api/companies/:companyId',
    { config: { systemAdmin: true }, schema: { params: companyIdParams, response: { 204: noContent } } },
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      await deleteCompany(db, { storage, log: request.log }, request.params.companyId);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/admin/companies/:companyId/open',
    { config: { systemAdmin: true }, schema: { params: companyIdParams, response: { 200: currentUser } } },
    async (request) =>
      openCompany(db, requireSystemAdmin(request.actor), request.params.companyId, request.ip),
  );

  r.post(
    '/api/admin/companies/leave',
    { config: { systemAdmin: true }, schema: { response: { 200: currentUser } } },
    async (request) => leaveCompany(db, requireSystemAdmin(request.actor), request.ip),
  );
}

async function adminUsersRoutes(app: FastifyInstance, { db, config, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const usersQuery = pageQuery.extend({ companyId: idSchema.optional() });
  const usersSchema = { querystring: usersQuery, response: { 200: z.array(adminUserAnswer) } };
  r.get(
    '/api/admin/users',
    { config: { systemAdmin: true }, schema: usersSchema },
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { search, companyId, limit = 500, offset = 0 } = request.query;
      const { rows, total } = await listAdminUsers(db, { search, companyId, limit, offset });
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  r.post(
    '/api/admin/users',
    {
      config: { systemAdmin: true },
      schema: { body: adminCreateUserBody, response: { 201: adminUserDetailAnswer } },
    },
    async (request, reply) => {
      const actor = requireSystemAdmin(request.actor);
      const user = await createAdminUser(db, actor, request.body, config.passwordHashCost, clock());
      return reply.status(201).send(user);
    },
  );

  r.get(
    '/api/admin/users/:id',
    {
      config: { systemAdmin: true },
      schema: { params: userIdParams, response: { 200: adminUserDetailAnswer } },
    },
    async (request) => {
      requireSystemAdmin(request.actor);
      return getAdminUser(db, request.params.id);
    },
  );

  r.patch(
    '/api/admin/users/:id',
    {
      config: { systemAdmin: true },
      schema: { params: userIdParams, body: adminUpdateUserBody, response: { 200: adminUserDetailAnswer } },
    },
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      return updateAdminUser(db, actor, request.params.id, request.body, config.passwordHashCost, clock());
    },
  );

  r.delete(
    '/api/admin/users/:id',
    { config: { systemAdmin: true }, schema: { params: userIdParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireSystemAdmin(request.actor);
      await deleteAdminUser(db, actor, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/admin/users/:id/reset-password',
    {
      config: { systemAdmin: true },
      schema: { params: userIdParams, response: { 200: resetPasswordAnswer } },
    },
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      return resetUserPassword(db, actor, request.params.id, {
        passwordCost: config.passwordHashCost,
        now: clock(),
        ip: request.ip,
      });
    },
  );
}
