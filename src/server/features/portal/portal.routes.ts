import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalCalls } from '#domain/contracts/portal';
import { calendarDayIn } from '#domain/document-dates';
import { companies, customers } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { sendPdf } from '../../http/pdf-reply';
import { requirePortal, requirePortalClient } from '../../http/portal-session';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { findCompanyLogo, loadLetterhead } from '../companies/letterhead';
import { getDocumentFileOrThrow } from '../documents/documents.queries';
import { downloadName } from '../documents/download-name';
import { renderEstimatePdf } from '../estimates/estimate-pdf';
import { invoiceDocument } from '../invoices/invoice-document';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { payApplicationSheet } from '../progress-billing/pay-application-sheet';
import { decidePortalChangeOrder } from './portal-change-orders';
import { decidePortalEstimate, portalEstimate } from './portal-estimate';
import { claimPortalLink, requestPortalSignIn } from './portal-links.service';
import { PORTAL_LOGO_URL } from './portal-logo';
import { sendPortalMessage } from './portal-messages.service';
import { listPortalProjects, portalProjectOverview } from './portal-projects.queries';
import {
  listPortalChangeOrders,
  listPortalDocuments,
  listPortalInvoices,
  listPortalMessages,
  portalChangeOrder,
  portalDocumentOrThrow,
  portalInvoiceOrThrow,
} from './portal-records.queries';
import { choosePortalSelection, listPortalSelections, portalOptionPhoto } from './portal-selections';
import {
  clearPortalCookie,
  createPortalSession,
  deletePortalSession,
  type PortalActor,
  setPortalCookie,
} from './portal-sessions';
import { uploadPortalDocument } from './portal-uploads';

/** GET /api/portal/me, and the answer of opening a link: the customer, the company's letterhead, preview or not. */
export async function portalMe(db: Db, portal: PortalActor) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      company: {
        name: companies.name,
        email: companies.email,
        phone: companies.phone,
        address: companies.address,
        website: companies.website,
        logoFileId: companies.logoFileId,
      },
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, portal.customerId));
  if (!row) throw notFound('customer');
  const { logoFileId, ...company } = row.company;
  return {
    customer: { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    company: { ...company, logoUrl: logoFileId ? PORTAL_LOGO_URL : null },
    preview: portal.previewBy !== null,
  };
}

/**
 * The client portal's routes (issue 26). Each is `config.portal`: its caller is the portal session of one customer
 * (http/portal-session.ts), and every record is read through that customer's own projects
 * (portal-projects.queries.ts), so another customer's or company's ids are simply not found.
 */
export async function portalRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config, clock, mailer, settings, storage } = deps;
  const portal = { config: { portal: true } };
  const open = { config: { portal: true, public: true } };
  const timeZone = async () => (await settings.get()).timezone;
  /** Who decides a change order or an estimate, from where, and the mailer of the author's notice. */
  const decision = (request: FastifyRequest) => ({
    visitor: { ipAddress: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
    now: clock(),
    mailer,
  });

  serve(
    app,
    portalCalls.signIn,
    async (request) => {
      // The work (lookup, throttling, the mail) runs after the answer, so neither the answer nor its timing tells
      // whether the address is a client's.
      const input = {
        email: request.body.email,
        ip: request.ip,
        now: clock(),
        baseUrl: publicBaseUrl(config),
      };
      app.afterAnswer.start(request, () => requestPortalSignIn({ db: request.db, mailer }, input));
    },
    open,
  );

  serve(
    app,
    portalCalls.open,
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'], now: clock() };
      const token = await request.db.transaction(async (tx) => {
        const who = await claimPortalLink(tx, request.body.token, meta);
        return { who, token: await createPortalSession(tx, who, meta) };
      });
      setPortalCookie(request, reply, token.token, false);
      return portalMe(request.db, { sessionId: '', ...token.who, previewBy: null });
    },
    open,
  );

  serve(app, portalCalls.me, async (request) => portalMe(request.db, requirePortal(request)), portal);

  serve(
    app,
    portalCalls.signOut,
    async (request, reply) => {
      if (request.portal) await deletePortalSession(request.db, request.portal.sessionId);
      clearPortalCookie(request, reply);
    },
    open,
  );

  serve(
    app,
    portalCalls.logo,
    async (request, reply) => {
      const logo = await findCompanyLogo(request.db, requirePortal(request).companyId);
      if (!logo) throw notFound('logo');
      return sendStoredFile(reply, storage, logo, true);
    },
    portal,
  );

  serve(
    app,
    portalCalls.projects,
    async (request) => listPortalProjects(request.db, requirePortal(request)),
    portal,
  );

  serve(
    app,
    portalCalls.project,
    async (request) =>
      portalProjectOverview(
        request.db,
        requirePortal(request),
        request.params.projectId,
        calendarDayIn(clock(), await timeZone()),
      ),
    portal,
  );

  serve(
    app,
    portalCalls.estimate,
    async (request) => ({
      estimate: await portalEstimate(
        request.db,
        requirePortal(request),
        request.params.projectId,
        clock(),
        await timeZone(),
      ),
    }),
    portal,
  );

  serve(
    app,
    portalCalls.estimatePdf,
    async (request, reply) => {
      const who = requirePortal(request);
      const document = await portalEstimate(
        request.db,
        who,
        request.params.projectId,
        clock(),
        await timeZone(),
      );
      if (!document) throw notFound('estimate');
      const { logo } = await loadLetterhead(request.db, storage, who.companyId);
      return sendPdf(
        reply,
        `estimate-${document.number}.pdf`,
        await renderEstimatePdf(document, { audience: 'client', logo }),
      );
    },
    portal,
  );

  serve(
    app,
    portalCalls.approveEstimate,
    async (request) =>
      decidePortalEstimate(
        request.db,
        requirePortalClient(request),
        request.params.projectId,
        { kind: 'approved', name: request.body.name, signature: request.body.signature },
        { ...decision(request), timeZone: await timeZone() },
      ),
    portal,
  );

  serve(
    app,
    portalCalls.declineEstimate,
    async (request) =>
      decidePortalEstimate(
        request.db,
        requirePortalClient(request),
        request.params.projectId,
        { kind: 'declined', reason: request.body.reason ?? null },
        { ...decision(request), timeZone: await timeZone() },
      ),
    portal,
  );

  serve(
    app,
    portalCalls.changeOrders,
    async (request) => listPortalChangeOrders(request.db, requirePortal(request), request.params.projectId),
    portal,
  );

  serve(
    app,
    portalCalls.changeOrder,
    async (request) => portalChangeOrder(request.db, requirePortal(request), request.params.id),
    portal,
  );

  serve(
    app,
    portalCalls.selections,
    async (request) =>
      listPortalSelections(
        request.db,
        requirePortal(request),
        request.params.projectId,
        calendarDayIn(clock(), await timeZone()),
      ),
    portal,
  );

  serve(
    app,
    portalCalls.choose,
    async (request) => {
      const now = clock();
      return choosePortalSelection(
        request.db,
        requirePortalClient(request),
        request.params.id,
        request.body.optionId,
        {
          visitor: { ipAddress: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
          now,
          today: calendarDayIn(now, await timeZone()),
        },
      );
    },
    portal,
  );

  serve(
    app,
    portalCalls.optionPhoto,
    async (request, reply) =>
      sendStoredFile(
        reply,
        storage,
        await portalOptionPhoto(request.db, requirePortal(request), request.params.id),
        true,
      ),
    portal,
  );

  serve(
    app,
    portalCalls.approveChangeOrder,
    async (request) =>
      decidePortalChangeOrder(
        request.db,
        requirePortalClient(request),
        request.params.id,
        { kind: 'approve', ...request.body },
        decision(request),
      ),
    portal,
  );

  serve(
    app,
    portalCalls.declineChangeOrder,
    async (request) =>
      decidePortalChangeOrder(
        request.db,
        requirePortalClient(request),
        request.params.id,
        { kind: 'decline', reason: request.body.reason ?? null },
        decision(request),
      ),
    portal,
  );

  serve(
    app,
    portalCalls.invoices,
    async (request) => listPortalInvoices(request.db, requirePortal(request), request.params.projectId),
    portal,
  );

  serve(
    app,
    portalCalls.invoicePdf,
    async (request, reply) => {
      const who = requirePortal(request);
      const invoice = await portalInvoiceOrThrow(request.db, who, request.params.id);
      const letterhead = await loadLetterhead(request.db, storage, who.companyId);
      const document = await invoiceDocument(request.db, who.companyId, invoice.id, letterhead, {
        timeZone: await timeZone(),
        logoUrl: null,
      });
      const payApplication = await payApplicationSheet(request.db, who.companyId, invoice.id);
      return sendPdf(
        reply,
        `invoice-${document.number}.pdf`,
        await renderInvoicePdf(document, letterhead, payApplication),
      );
    },
    portal,
  );

  serve(
    app,
    portalCalls.documents,
    async (request) => listPortalDocuments(request.db, requirePortal(request), request.params.projectId),
    portal,
  );

  serve(
    app,
    portalCalls.upload,
    async (request) =>
      uploadPortalDocument(
        { db: request.db, storage },
        request,
        requirePortalClient(request),
        request.params.projectId,
        clock(),
      ),
    { config: { portal: true, multipart: true } },
  );

  serve(
    app,
    portalCalls.documentFile,
    async (request, reply) => {
      const who = requirePortal(request);
      await portalDocumentOrThrow(request.db, who, request.params.id);
      const doc = await getDocumentFileOrThrow(request.db, who.companyId, request.params.id);
      return sendStoredFile(
        reply,
        storage,
        { ...doc, name: downloadName(doc.name, doc.originalName, doc.contentType) },
        false,
      );
    },
    portal,
  );

  serve(
    app,
    portalCalls.messages,
    async (request) => listPortalMessages(request.db, requirePortal(request), request.params.projectId),
    portal,
  );

  serve(
    app,
    portalCalls.sendMessage,
    async (request) =>
      sendPortalMessage(
        request.db,
        requirePortalClient(request),
        request.params.projectId,
        request.body.content,
        {
          now: clock(),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
      ),
    portal,
  );
}
