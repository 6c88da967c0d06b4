import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';
// The server answers every area: the whole catalog from the start (decision 0256).
import '#domain/messages/all';
import type { Config } from './config';
import type { Listen } from './db/open';
import type { Db } from './db/types';
import type { Deps } from './deps';
import { accountingExportRoutes } from './features/accounting-exports/accounting-exports.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { outboxRoutes } from './features/admin/outbox.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { accountSecurityRoutes } from './features/auth/account-security.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createLiveHub } from './live-updates/live-hub';
// Installs the common-password rule into the shared password contract (before any route validates one).
import './features/auth/common-passwords';
import { passwordResetRoutes } from './features/auth/password-reset.routes';
import { validSessions } from './features/auth/sessions';
import { backupRoutes } from './features/backup/backup.routes';
import { budgetRoutes } from './features/budget/budget.routes';
import { budgetItemsReadRoutes } from './features/budget/budget-items.read.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { calendarFeedsRoutes } from './features/calendar/calendar-feeds.routes';
import { catalogReadRoutes } from './features/catalog/catalog.read.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { catalogProductsRoutes } from './features/catalog/catalog-products.routes';
import { estimateDefaultsRoutes } from './features/catalog/estimate-defaults.routes';
import { changeOrderSendingRoutes } from './features/change-orders/change-order-sending.routes';
import { changeOrdersRoutes } from './features/change-orders/change-orders.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { unreadRoutes } from './features/chat/unread.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { companyProfileRoutes } from './features/companies/company-profile.routes';
import { customerMessagesRoutes } from './features/customer-messages/customer-messages.routes';
import { inboundMailRoutes } from './features/customer-messages/inbound-mail.routes';
import { publicMessagesRoutes } from './features/customer-messages/public-messages.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { documentsRoutes } from './features/documents/documents.routes';
import { estimatesRoutes } from './features/estimates/estimates.routes';
import { publicEstimatesRoutes } from './features/estimates/public-estimates.routes';
import { expensesRoutes } from './features/expenses/expenses.routes';
import { financesRoutes } from './features/finances/finances.routes';
import { healthRoutes } from './features/health/health.routes';
import { invoiceSendingRoutes } from './features/invoices/invoice-sending.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { paymentsRoutes } from './features/invoices/payments.routes';
import { publicInvoicesRoutes } from './features/invoices/public-invoices.routes';
import { jobCostingRoutes } from './features/job-costing/job-costing.routes';
import { eventsRoutes } from './features/live-updates/events.routes';
import { phaseTemplatesRoutes } from './features/phases/phase-templates.routes';
import { phasesRoutes } from './features/phases/phases.routes';
import { portalRoutes } from './features/portal/portal.routes';
import { validPortalSessions } from './features/portal/portal-sessions';
import { portalStaffRoutes } from './features/portal/portal-staff.routes';
import { progressBillingRoutes } from './features/progress-billing/progress-billing.routes';
import { projectTeamRoutes } from './features/project-team/project-team.routes';
import { projectsRoutes } from './features/projects/projects.routes';
import { purchaseOrdersRoutes } from './features/purchasing/purchase-orders.routes';
import { vendorBillsRoutes } from './features/purchasing/vendor-bills.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { searchRoutes } from './features/search/search.routes';
import { selectionsRoutes } from './features/selections/selections.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { settingsCache } from './features/settings/settings.service';
import { tasksRoutes } from './features/tasks/tasks.routes';
import { usersRoutes } from './features/users/users.routes';
import { vendorsRoutes } from './features/vendors/vendors.routes';
import { type AdmissionLimits, admissionServer } from './http/admission';
import { registerAfterAnswer } from './http/after-answer';
import { registerCompression } from './http/compression';
import { registerCrossSiteGuard } from './http/cross-site';
import { frameworkErrors, registerErrorHandler } from './http/errors';
import { registerJsonBodies } from './http/json-body';
import { registerPortalSessions } from './http/portal-session';
import { registerRecordVersions } from './http/record-version';
import { registerRequestDatabase } from './http/request-database';
import { registerRouteAccess } from './http/route-access';
import { registerSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serialization';
import { registerSessions } from './http/session';
import { registerSpa } from './http/spa';
import { registerUploads } from './http/uploads';
import { validatorCompiler } from './http/validation';
import { createExpiredRowsSweeper, type ExpiredRowsSweeper } from './jobs/expired-rows-sweeper';
import { createMailer } from './mail/mailer';
import { createOutboxSender, type OutboxSender } from './mail/outbox-sender';
import { openFileStore } from './storage/open-store';

export type RouteInfo = {
  method: string;
  url: string;
  public: boolean;
  /** A client portal route (http/portal-session.ts): a portal session is its caller, never a staff one. */
  portal: boolean;
  /** The route's `config.roles` and `config.systemAdmin` (http/route-access.ts). */
  roles?: readonly string[];
  systemAdmin: boolean;
  /** Registered from a call declaration (http/serve.ts), as every /api route is. */
  declared: boolean;
  /** The route's zod contracts, for the route-enumerating tests (input fuzzing). */
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the route-enumerating tenancy test. */
    routeList: RouteInfo[];
    /** The background mail sender (tests drain it). */
    mailSender: OutboxSender;
    /** The housekeeping sweep of expired sessions, tokens and throttle rows. */
    expiredRowsSweeper: ExpiredRowsSweeper;
  }
}

/**
 * Long random path segments are tokens (invitations, public estimate links), and `secret=` carries the
 * inbound-mail webhook's secret: neither is ever written to logs.
 */
export function redactUrl(url: string): string {
  return url.replace(/[A-Za-z0-9_-]{32,}/g, '[redacted]').replace(/([?&]secret=)[^&#]*/gi, '$1[redacted]');
}

function loggerOptions(config: Config, enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: config.logLevel,
    // Not one write per line: a write per request (a system call on the thread pool, and its callback) was
    // about a twentieth of a light request's CPU. Lines gather up to 12 KB (sonic-boom's limit is below 16 KB)
    // and leave together, at the latest a second after they were logged; what is gathered is written at exit (pino
    // flushes its stream then).
    stream: pino.destination({ dest: 1, sync: false, minLength: 12_288, periodicFlush: 1000 }),
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * Fastify logs a line when a request arrives and another when it is answered; the second says everything (the
 * request, the status, the time), so only it is written.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** Builds the whole application on the given database; main.ts listens on it, tests inject into it. */
export async function buildApp(options: {
  db: Db;
  config: Config;
  clock?: () => Date;
  logger?: boolean;
  /** LISTEN on the database (Database.listen): live updates and mail wake-ups; without it neither runs. */
  listen?: Listen;
  /** How often the housekeeping sweep runs (tests); every 10 minutes when unset. */
  sweepEveryMs?: number;
  /**
   * Past these limits an API request is refused with 503 at once instead of queueing (http/admission.ts). serve.ts
   * sets them by the kind of database; without them (tests that inject) every request is worked on.
   */
  admission?: AdmissionLimits;
}): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  const deps: Deps = {
    db: options.db,
    config: options.config,
    clock,
    mailer: createMailer(options.config, clock),
    settings: settingsCache(options.db, { minuteMs: options.config.sessionTimeoutUnitMs }),
    storage: openFileStore(options.config),
  };
  const app = Fastify({
    logger: loggerOptions(options.config, options.logger ?? false),
    trustProxy: options.config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    frameworkErrors,
    logController: new OneLinePerRequest(),
    ...(options.admission
      ? {
          // An operator sees when and why the server refuses: a line per second of refusing, not per refusal.
          serverFactory: admissionServer(options.admission, (refusals) =>
            app.log.warn({ refusals }, 'API requests refused: the server is busy'),
          ),
        }
      : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeList', [] as RouteInfo[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeList.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        portal: route.config?.portal === true,
        roles: route.config?.roles,
        systemAdmin: route.config?.systemAdmin === true,
        declared: route.config?.declaration !== undefined,
        schema: route.schema ?? {},
      });
    }
  });
  // While shutting down, answers close their connection so keep-alive clients do not hold the close open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and a promise per hook is measurable there.
  // The request id ties an answer to its log line; a file of the build is known by its hashed name alone.
  // An API answer is the caller's own data, which no browser cache or proxy may keep (after a sign-out, on a
  // shared computer): every one is no-store, set before the route runs so that a route with a caching rule of
  // its own (the calendar feed) replaces it, and error answers keep it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const live = createLiveHub({
    listen: options.listen,
    checkSessions: (ids) => validSessions(deps.db, ids, deps.settings, clock()),
    checkPortalSessions: (ids) => validPortalSessions(deps.db, ids, clock()),
    onError: (error) => app.log.error({ err: error }, 'live updates'),
  });
  registerErrorHandler(app);
  registerAfterAnswer(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerCrossSiteGuard(app);
  registerJsonBodies(app);
  registerRequestDatabase(app, deps.db);
  registerRecordVersions(app);
  await registerSessions(app, deps);
  registerPortalSessions(app, deps);
  registerRouteAccess(app);
  await registerUploads(app);

  await app.register(async (api) => {
    await healthRoutes(api, deps);
    await authRoutes(api, deps);
    await accountSecurityRoutes(api, deps);
    await settingsRoutes(api, deps);
    await passwordResetRoutes(api, deps);
    await companiesRoutes(api, deps);
    await companyProfileRoutes(api, deps);
    await adminRoutes(api, deps);
    await outboxRoutes(api, deps);
    await auditRoutes(api, deps);
    await accountingExportRoutes(api, deps);
    await backupRoutes(api, deps);
    await unreadRoutes(api, deps);
    await chatRoutes(api, deps);
    await projectsRoutes(api, deps);
    await dashboardRoutes(api, deps);
    await searchRoutes(api, deps);
    await phasesRoutes(api, deps);
    await phaseTemplatesRoutes(api, deps);
    await tasksRoutes(api, deps);
    await projectTeamRoutes(api, deps);
    await catalogReadRoutes(api, deps);
    await catalogRoutes(api, deps);
    await estimateDefaultsRoutes(api, deps);
    await catalogProductsRoutes(api, deps);
    await budgetItemsReadRoutes(api, deps);
    await budgetRoutes(api, deps);
    await estimatesRoutes(api, deps);
    await changeOrdersRoutes(api, deps);
    await portalRoutes(api, deps);
    await portalStaffRoutes(api, deps);
    await selectionsRoutes(api, deps);
    await changeOrderSendingRoutes(api, deps);
    await purchaseOrdersRoutes(api, deps);
    await jobCostingRoutes(api, deps);
    await reportsRoutes(api, deps);
    await vendorBillsRoutes(api, deps);
    await publicEstimatesRoutes(api, deps);
    await customersRoutes(api, deps);
    await invoicesRoutes(api, deps);
    await invoiceSendingRoutes(api, deps);
    await paymentsRoutes(api, deps);
    await progressBillingRoutes(api, deps);
    await publicInvoicesRoutes(api, deps);
    await vendorsRoutes(api, deps);
    await usersRoutes(api, deps);
    await documentsRoutes(api, deps);
    await financesRoutes(api, deps);
    await expensesRoutes(api, deps);
    await customerMessagesRoutes(api, deps);
    await publicMessagesRoutes(api, deps);
    await inboundMailRoutes(api, deps);
    await calendarRoutes(api, deps);
    await calendarFeedsRoutes(api, deps);
    await eventsRoutes(api, { ...deps, live });
  });
  await registerSpa(app, options.config.webDir);
  const mailSender = createOutboxSender({
    db: deps.db,
    config: options.config,
    clock,
    listen: options.listen,
    onError: (error) => app.log.error({ err: error }, 'mail sender failed'),
  });
  app.decorate('mailSender', mailSender);
  const sweeper = createExpiredRowsSweeper({
    db: deps.db,
    clock,
    everyMs: options.sweepEveryMs,
    onError: (error) => app.log.error({ err: error }, 'housekeeping sweep failed'),
  });
  app.decorate('expiredRowsSweeper', sweeper);
  app.addHook('onReady', async () => {
    await live.start();
    await mailSender.start();
    await sweeper.start();
  });
  app.addHook('preClose', async () => {
    await live.stop();
    await mailSender.stop();
    await sweeper.stop();
  });
  return app;
}
