import '#domain/messages/load/portal';
import { z } from 'zod';
import {
  changeOrderStatuses,
  invoiceStatuses,
  messageDirections,
  paymentMethods,
  portalSections,
  projectStages,
} from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, fileAnswer, instant, noContent, streamAnswer } from './answers';
import { declineChangeOrderBody } from './change-orders';
import { customerMessageBody } from './customer-messages';
import { declareCall } from './declare';
import { approveEstimateBody, declineEstimateBody, estimateDocumentAnswer } from './estimates';
import { chooseSelectionBody, selectionAnswer, selectionOptionAnswer } from './selections';
import { signatureBody } from './signatures';

/** The client portal (issue 26): a customer's own place for their projects, signed in by an e-mailed link. */

export const portalMessages = {
  email: lazyText('portal:fields.email'),
  emailRequired: lazyText('portal:fields.emailRequired'),
  token: lazyText('portal:signIn.linkInvalid'),
} as const;

/** POST /api/portal/sign-in: the address the link goes to. The answer is 204 whatever it matches. */
export const portalSignInBody = z.object({
  email: z
    .string({ error: portalMessages.emailRequired })
    .trim()
    .min(1, say('portal:fields.emailRequired'))
    .max(254, say('validation:invalidEmail'))
    .pipe(z.email(say('validation:invalidEmail'))),
});
export type PortalSignInBody = z.input<typeof portalSignInBody>;

/** POST /api/portal/session: the token of an e-mailed link (43 base64url characters when real). */
export const portalOpenBody = z.object({
  token: z.string({ error: portalMessages.token }).max(200, say('portal:signIn.linkInvalid')),
});

/** The company as the portal's letterhead shows it. */
export const portalCompanyAnswer = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  /** `/api/portal/logo`, or null without a logo. */
  logoUrl: z.string().nullable(),
});

/** GET /api/portal/me: who is signed in, and whether it is staff's 'View as client'. */
export const portalMeAnswer = z.object({
  customer: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }),
  company: portalCompanyAnswer,
  /** Staff previewing: the portal only reads, and says so. */
  preview: z.boolean(),
});
export type PortalMe = Answer<typeof portalMeAnswer>;

/** One of the customer's projects on /portal. */
export const portalProjectSummaryAnswer = z.object({
  id: z.number(),
  name: z.string(),
  stage: z.enum(projectStages),
  progress: z.number(),
  targetCompletionDate: z.string().nullable(),
  /** Sent invoices not yet paid. */
  balanceDue: decimal,
});
export type PortalProjectSummary = Answer<typeof portalProjectSummaryAnswer>;

export const portalPhaseAnswer = z.object({
  id: z.number(),
  name: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isCompleted: z.boolean(),
});

/** A date coming up on the project: a phase's start or end, a due invoice, the target completion. */
export const portalDateAnswer = z.object({
  date: z.string(),
  kind: z.enum(['phaseStart', 'phaseEnd', 'invoiceDue', 'completion']),
  title: z.string(),
});

/** GET /api/portal/projects/{projectId}: the Overview tab and which tabs the project shows. */
export const portalProjectAnswer = portalProjectSummaryAnswer.extend({
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  /** The approved estimate plus approved change orders (the contract), or null before an approval. */
  contractTotal: decimal.nullable(),
  phases: z.array(portalPhaseAnswer),
  nextDates: z.array(portalDateAnswer),
  sections: z.array(z.enum(portalSections)),
});
export type PortalProject = Answer<typeof portalProjectAnswer>;

/** A change order as the client sees it: never its costs, markups or margins. */
export const portalChangeOrderSummaryAnswer = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  status: z.enum(changeOrderStatuses),
  total: decimal,
  sentAt: instant.nullable(),
  decidedAt: instant.nullable(),
});
export type PortalChangeOrderSummary = Answer<typeof portalChangeOrderSummaryAnswer>;

export const portalChangeOrderLineAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: decimal,
  unit: z.string().nullable(),
  unitPrice: decimal,
  totalPrice: decimal,
});

export const portalChangeOrderAnswer = portalChangeOrderSummaryAnswer.extend({
  projectId: z.number(),
  description: z.string().nullable(),
  scheduleDays: z.number(),
  lines: z.array(portalChangeOrderLineAnswer),
  /** The contract before this change and with it (approved estimate and approved change orders). */
  contractBefore: decimal,
  contractAfter: decimal,
  /** Who signed the approval, and when; null until a client signed it. */
  signedBy: z.object({ name: z.string(), signedAt: instant }).nullable(),
});
export type PortalChangeOrder = Answer<typeof portalChangeOrderAnswer>;

/**
 * A selection as the client sees it: the options at their prices with their photos, never the vendor or the
 * catalog item behind them.
 */
export const portalSelectionAnswer = selectionAnswer
  .omit({ canManage: true, version: true, options: true, chosenByName: true })
  .extend({
    options: z.array(selectionOptionAnswer.omit({ vendorId: true, vendorName: true, catalogItemId: true })),
  });
export type PortalSelection = Answer<typeof portalSelectionAnswer>;

/** POST /api/portal/selections/{id}/choose: the selection as chosen, and the change order it made, if any. */
export const portalChoiceAnswer = z.object({
  selection: portalSelectionAnswer,
  changeOrder: z.object({ id: z.number(), number: z.string(), total: decimal }).nullable(),
});

/** An invoice the company sent: drafts never reach the portal. */
export const portalInvoiceAnswer = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  amount: decimal,
  /** What the client paid so far, and each payment, oldest first (decision 0267). */
  amountPaid: decimal,
  payments: z.array(z.object({ date: z.string(), method: z.enum(paymentMethods), amount: decimal })),
  /** What is still to pay: the amount less the payments. */
  balanceDue: decimal,
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  pdfUrl: z.string(),
});
export type PortalInvoice = Answer<typeof portalInvoiceAnswer>;

/** A document shared with the client, or one the client uploaded. */
export const portalDocumentAnswer = z.object({
  id: z.number(),
  name: z.string(),
  fileType: z.string().nullable(),
  fileUrl: z.string(),
  fromClient: z.boolean(),
  createdAt: instant,
});
export type PortalDocument = Answer<typeof portalDocumentAnswer>;

export const portalMessageAnswer = z.object({
  id: z.number(),
  direction: z.enum(messageDirections),
  author: z.string(),
  content: z.string(),
  createdAt: instant,
});
export type PortalMessage = Answer<typeof portalMessageAnswer>;

/** GET /api/portal/projects/{projectId}/estimate: the estimate as sent (never a draft), or null. */
export const portalEstimateAnswer = z.object({ estimate: estimateDocumentAnswer.nullable() });
export type PortalEstimate = Answer<typeof portalEstimateAnswer>;

export const portalCalls = {
  // The client's side, signed in by an e-mailed link (or staff's 'View as client').
  signIn: declareCall({
    method: 'POST',
    path: '/api/portal/sign-in',
    body: portalSignInBody,
    answers: { 204: noContent },
  }),
  open: declareCall({
    method: 'POST',
    path: '/api/portal/session',
    body: portalOpenBody,
    answers: { 200: portalMeAnswer },
  }),
  me: declareCall({ method: 'GET', path: '/api/portal/me', answers: { 200: portalMeAnswer } }),
  signOut: declareCall({ method: 'POST', path: '/api/portal/sign-out', answers: { 204: noContent } }),
  logo: declareCall({ method: 'GET', path: '/api/portal/logo', answers: { 200: streamAnswer } }),
  projects: declareCall({
    method: 'GET',
    path: '/api/portal/projects',
    answers: { 200: z.array(portalProjectSummaryAnswer) },
  }),
  project: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId',
    answers: { 200: portalProjectAnswer },
  }),
  estimate: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/estimate',
    answers: { 200: portalEstimateAnswer },
  }),
  estimatePdf: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/estimate/pdf',
    answers: { 200: fileAnswer },
  }),
  approveEstimate: declareCall({
    method: 'POST',
    path: '/api/portal/projects/:projectId/estimate/approve',
    body: approveEstimateBody,
    answers: { 200: portalEstimateAnswer },
  }),
  declineEstimate: declareCall({
    method: 'POST',
    path: '/api/portal/projects/:projectId/estimate/decline',
    body: declineEstimateBody,
    answers: { 200: portalEstimateAnswer },
  }),
  changeOrders: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/change-orders',
    answers: { 200: z.array(portalChangeOrderSummaryAnswer) },
  }),
  changeOrder: declareCall({
    method: 'GET',
    path: '/api/portal/change-orders/:id',
    answers: { 200: portalChangeOrderAnswer },
  }),
  selections: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/selections',
    answers: { 200: z.array(portalSelectionAnswer) },
  }),
  choose: declareCall({
    method: 'POST',
    path: '/api/portal/selections/:id/choose',
    body: chooseSelectionBody,
    answers: { 200: portalChoiceAnswer },
  }),
  optionPhoto: declareCall({
    method: 'GET',
    path: '/api/portal/selection-options/:id/photo',
    answers: { 200: streamAnswer },
  }),
  approveChangeOrder: declareCall({
    method: 'POST',
    path: '/api/portal/change-orders/:id/approve',
    body: signatureBody,
    answers: { 200: portalChangeOrderAnswer },
  }),
  declineChangeOrder: declareCall({
    method: 'POST',
    path: '/api/portal/change-orders/:id/decline',
    body: declineChangeOrderBody,
    answers: { 200: portalChangeOrderAnswer },
  }),
  invoices: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/invoices',
    answers: { 200: z.array(portalInvoiceAnswer) },
  }),
  invoicePdf: declareCall({
    method: 'GET',
    path: '/api/portal/invoices/:id/pdf',
    answers: { 200: streamAnswer },
  }),
  documents: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/documents',
    answers: { 200: z.array(portalDocumentAnswer) },
  }),
  /** The client's own upload (multipart: `file`, and an optional `name`). */
  upload: declareCall({
    method: 'POST',
    path: '/api/portal/projects/:projectId/documents',
    answers: { 201: portalDocumentAnswer },
  }),
  documentFile: declareCall({
    method: 'GET',
    path: '/api/portal/documents/:id/file',
    answers: { 200: streamAnswer },
  }),
  messages: declareCall({
    method: 'GET',
    path: '/api/portal/projects/:projectId/messages',
    answers: { 200: z.array(portalMessageAnswer) },
    live: ['customer-message'],
  }),
  sendMessage: declareCall({
    method: 'POST',
    path: '/api/portal/projects/:projectId/messages',
    body: customerMessageBody.pick({ content: true }),
    answers: { 201: portalMessageAnswer },
  }),
  /**
   * The client's stream of live notices (server-sent events, `Accept: text/event-stream`), written by the handler:
   * only those that name the client's customer, so the conversation shows staff's answers as they are sent.
   */
  events: declareCall({ method: 'GET', path: '/api/portal/events', answers: { 200: z.string() } }),
};
