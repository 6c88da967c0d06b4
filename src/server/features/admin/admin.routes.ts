import type { FastifyInstance } from 'fastify';
import { actingCompanyCalls } from '#domain/contracts/acting-company';
import { adminCalls } from '#domain/contracts/admin';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { countedPage } from '../../http/page-answer';
import { serve } from '../../http/serve';
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

/** Every route here is for system administrators only: anyone else gets 403 before the input is read. */
const systemAdminOnly = { config: { systemAdmin: true } };

/**
 * System administration (isAdmin only, 403 for anyone else): every company and every user, and opening a
 * company to work in it (docs/product.md#administration). The company's own screens then serve the administrator
 * unchanged.
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await adminCompaniesRoutes(app, deps);
  await adminUsersRoutes(app, deps);
}

async function adminCompaniesRoutes(app: FastifyInstance, { clock, storage }: Deps): Promise<void> {
  serve(
    app,
    adminCalls.companies,
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { search, limit = 500, offset = 0 } = request.query;
      return countedPage(reply, await listCompanies(request.db, { search, limit, offset })).map(
        companyAnswerOf,
      );
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.createCompany,
    async (request) => {
      requireSystemAdmin(request.actor);
      const company = await createCompany(request.db, request.body, clock());
      return companyAnswerOf(company);
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.updateCompany,
    async (request) => {
      requireSystemAdmin(request.actor);
      return companyAnswerOf(
        await updateCompany(request.db, request.params.companyId, request.body, clock()),
      );
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.removeCompany,
    async (request) => {
      requireSystemAdmin(request.actor);
      await deleteCompany(request.db, { storage, log: request.log }, request.params.companyId);
    },
    systemAdminOnly,
  );

  serve(
    app,
    actingCompanyCalls.open,
    async (request) =>
      openCompany(request.db, requireSystemAdmin(request.actor), request.params.companyId, request.ip),
    systemAdminOnly,
  );

  serve(
    app,
    actingCompanyCalls.leave,
    async (request) => leaveCompany(request.db, requireSystemAdmin(request.actor), request.ip),
    systemAdminOnly,
  );
}

async function adminUsersRoutes(app: FastifyInstance, { config, clock }: Deps): Promise<void> {
  serve(
    app,
    adminCalls.users,
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { search, companyId, limit = 500, offset = 0 } = request.query;
      return countedPage(reply, await listAdminUsers(request.db, { search, companyId, limit, offset }));
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.createUser,
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      return createAdminUser(request.db, actor, request.body, config.passwordHashCost, clock());
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.user,
    async (request) => {
      requireSystemAdmin(request.actor);
      return getAdminUser(request.db, request.params.id);
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.updateUser,
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      return updateAdminUser(
        request.db,
        actor,
        request.params.id,
        request.body,
        config.passwordHashCost,
        clock(),
      );
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.removeUser,
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      await deleteAdminUser(request.db, actor, request.params.id);
    },
    systemAdminOnly,
  );

  serve(
    app,
    adminCalls.resetPassword,
    async (request) => {
      const actor = requireSystemAdmin(request.actor);
      return resetUserPassword(request.db, actor, request.params.id, {
        passwordCost: config.passwordHashCost,
        now: clock(),
        ip: request.ip,
      });
    },
    systemAdminOnly,
  );
}
