import '#domain/messages/load/estimates';
import { z } from 'zod';
import type { BudgetSnapshotLine } from '../budget-tree';
import { budgetItemTypes, estimateActions, estimateStatuses, projectTypes, recipientRoles } from '../enums';
import { type LazyText, lazyText, say } from '../messages/i18n';
import { isDepositPercentage, type PaymentSchedule } from '../payment-schedule';
import { type Answer, decimal, fileAnswer, instant, noContent, streamAnswer } from './answers';
import { optionalText } from './common';
import { logoQuery } from './companies';
import { declareCall } from './declare';
import { recordVersion } from './record-version';
import { signatureBody } from './signatures';

/** The estimate's texts (docs/product.md#estimates) and ours where the product leaves them open. */
export const estimateMessages = {
  missingInformationTitle: lazyText('estimates:messages.missingInformationTitle'),
  recipientMissing: lazyText('estimates:messages.recipientMissing'),
  recipientEmail: lazyText('estimates:messages.recipientEmail'),
  recipientRole: lazyText('estimates:messages.recipientRole'),
  depositPercentage: lazyText('estimates:messages.depositPercentage'),
  status: lazyText('estimates:messages.status'),
  onlyInDraft: lazyText('estimates:messages.onlyInDraft'),
  recipientsOnlyInDraft: lazyText('estimates:messages.recipientsOnlyInDraft'),
  alreadySent: lazyText('estimates:messages.alreadySent'),
  cannotSend: lazyText('estimates:messages.cannotSend'),
  approvalName: lazyText('estimates:messages.approvalName'),
  notPending: lazyText('estimates:messages.notPending'),
  linkInvalid: lazyText('estimates:messages.linkInvalid'),
  beingRevised: lazyText('estimates:messages.beingRevised'),
} satisfies Record<string, LazyText>;

const depositPercentage = z.coerce
  .number({ error: estimateMessages.depositPercentage })
  .refine(isDepositPercentage, say('estimates:messages.depositPercentage'));

/**
 * PATCH /api/estimates/{id}: a status change, or (only while draft) the terms' deposit percentage and the
 * printed texts. Employees may change the texts but not the status (docs/product.md#estimates).
 */
export const updateEstimateBody = z.object({
  status: z.enum(estimateStatuses, { error: estimateMessages.status }).optional(),
  terms: z.object({ depositPercentage }).optional(),
  projectDescription: optionalText(5000),
  notes: optionalText(5000),
  legal: optionalText(10000),
});
export type UpdateEstimateBody = z.input<typeof updateEstimateBody>;

/**
 * What the Create Estimate dialog edits (docs/product.md#estimates): the printed texts, without the status and the
 * terms, which the estimate page changes. The dialog's form of an estimate comes from it (form-values.ts), so a
 * save never sends back a status or a deposit it did not show.
 */
export const estimateTextFields = updateEstimateBody.pick({
  projectDescription: true,
  notes: true,
  legal: true,
});

/** POST /api/estimates/{id}/recipients. */
export const addRecipientBody = z.object({
  name: z
    .string({ error: estimateMessages.recipientMissing })
    .trim()
    .min(1, say('estimates:messages.recipientMissing'))
    .max(200, say('estimates:messages.nameTooLong')),
  email: z
    .string({ error: estimateMessages.recipientMissing })
    .trim()
    .min(1, say('estimates:messages.recipientMissing'))
    .max(254, say('estimates:messages.recipientEmail'))
    .pipe(z.email(say('estimates:messages.recipientEmail'))),
  role: z.enum(recipientRoles, { error: estimateMessages.recipientRole }).default('client'),
});
export type AddRecipientBody = z.input<typeof addRecipientBody>;

/** POST /api/public/estimates/{token}/approve: the client types their full name and draws a signature. */
export const approveEstimateBody = z.object({
  name: z
    .string({ error: estimateMessages.approvalName })
    .trim()
    .min(2, say('estimates:messages.approvalName'))
    .max(200, say('estimates:messages.nameTooLong')),
  signature: signatureBody.shape.signature,
});
export type ApproveEstimateBody = z.input<typeof approveEstimateBody>;

/** POST /api/public/estimates/{token}/decline: the reason is optional. */
export const declineEstimateBody = z.object({ reason: optionalText(2000) });
export type DeclineEstimateBody = z.input<typeof declineEstimateBody>;

// Answers: what each route sends, and nothing else (http/serialization.ts). Money is a decimal string.

/** One line of the estimate table (groups carry the sum of their descendant products in `amount`). */
export const estimateLineAnswer = z.object({
  budgetItemId: z.number(),
  parentId: z.number().nullable(),
  type: z.enum(budgetItemTypes),
  name: z.string(),
  description: z.string().nullable(),
  quantity: decimal,
  unitCost: decimal,
  unitPrice: decimal,
  totalCost: decimal,
  amount: decimal,
  depth: z.number(),
  order: z.number(),
  /** Present (true) only on an allowance line. */
  isAllowance: z.boolean().optional(),
});
export type EstimateLine = Answer<typeof estimateLineAnswer>;

/** The deposit, progress and final payments (domain/payment-schedule.ts computes them). */
export const paymentScheduleAnswer = z.object({
  depositPercentage: z.number(),
  progressPercentage: z.number(),
  /** Initial deposit, due at contract signing. */
  deposit: decimal,
  /** Progress payment, due at 50 % completion. */
  progress: decimal,
  /** Final payment (the remainder), due at project completion. */
  final: decimal,
  total: decimal,
});

/** True when A and B are the same type; anything else does not compile where `true` is assigned. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The domain computes the lines and the schedule with its own types: the answers must describe them exactly.
const _lineDescribesSnapshot: Same<z.output<typeof estimateLineAnswer>, BudgetSnapshotLine> = true;
const _scheduleDescribesDomain: Same<z.output<typeof paymentScheduleAnswer>, PaymentSchedule> = true;

export const estimatePartyAnswer = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type EstimateParty = Answer<typeof estimatePartyAnswer>;

/** The company header of the estimate (also the public page's header while the estimate is being revised). */
export const estimateCompanyAnswer = estimatePartyAnswer.extend({
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/**
 * What the estimate page, the print layout, the PDF and the public page show. While draft the lines, totals,
 * company and client are live; once it leaves draft they are the frozen snapshot.
 */
export const estimateDocumentAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  /** `{projectId}-{year of creation}`. */
  number: z.string(),
  status: z.enum(estimateStatuses),
  title: z.string(),
  /** The instant the estimate was created (its number's year). */
  createdAt: instant,
  company: estimateCompanyAnswer,
  client: estimatePartyAnswer,
  project: z.object({
    name: z.string(),
    type: z.enum(projectTypes),
    startDate: z.string().nullable(),
    targetCompletionDate: z.string().nullable(),
  }),
  projectDescription: z.string(),
  notes: z.string(),
  legal: z.string(),
  depositPercentage: z.number(),
  lines: z.array(estimateLineAnswer),
  subtotal: decimal,
  tax: decimal,
  total: decimal,
  schedule: paymentScheduleAnswer,
  /** The instant the lines were frozen; null while draft. */
  frozenAt: instant.nullable(),
  /**
   * The Date printed on it, 'YYYY-MM-DD' in the company's time zone: the day it was issued, today while draft
   * (domain/document-dates.ts). Every reader prints this string, never an instant in its own zone.
   */
  date: z.string(),
  /** Valid Until: `date` + 30 days, 'YYYY-MM-DD'. */
  validUntil: z.string(),
});
export type EstimateDocument = Answer<typeof estimateDocumentAnswer>;

/**
 * The estimate's terms as the product's calls read them (`terms.depositPercentage`, docs/product.md#estimates);
 * they name no other field of terms (the Terms & Conditions text is `legal`).
 */
export const estimateTermsAnswer = z.object({
  /** 10-50 in steps of 5; 25 by default. */
  depositPercentage: z.number(),
});
export type EstimateTerms = Answer<typeof estimateTermsAnswer>;

/**
 * The document as the API answers it: the printed fields plus `terms` (the top-level depositPercentage stays, the
 * page reads it; both are always equal).
 */
export const estimateAnswer = estimateDocumentAnswer.extend({ terms: estimateTermsAnswer });
export type EstimateAnswer = Answer<typeof estimateAnswer>;

/** GET /api/projects/{id}/estimate and PATCH /api/estimates/{id}. */
export const estimateViewAnswer = estimateAnswer.extend({
  lastModifiedAt: instant,
  /** What the signed-in user may do (employees may not change the status or send, docs/product.md#estimates). */
  canChangeStatus: z.boolean(),
  canSend: z.boolean(),
  version: recordVersion,
});
export type EstimateView = Answer<typeof estimateViewAnswer>;

/** A recipient; the hash of their link's token stays on the server. */
export const estimateRecipientAnswer = z.object({
  id: z.number(),
  estimateId: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(recipientRoles),
  sentAt: instant.nullable(),
  viewedAt: instant.nullable(),
  addedAt: instant,
});
export type EstimateRecipient = Answer<typeof estimateRecipientAnswer>;

export const estimateHistoryEntryAnswer = z.object({
  id: z.number(),
  action: z.enum(estimateActions),
  details: z.string().nullable(),
  timestamp: instant,
  /** The user's display name, the recipient's name for public-page actions, or null. */
  userName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type EstimateHistoryEntry = Answer<typeof estimateHistoryEntryAnswer>;

/** POST /api/estimate-recipients/{id}/send: the recipient (sentAt set) and the estimate after the send. */
export const sendEstimateResultAnswer = z.object({
  recipient: estimateRecipientAnswer,
  estimate: estimateViewAnswer,
});
export type SendEstimateResult = Answer<typeof sendEstimateResultAnswer>;

/**
 * GET /api/public/estimates/{token} and the approve and decline calls. `revised` while the estimate was returned
 * to draft: only the company header and the message are shown. A plain union (not a discriminated one, which
 * the serialiser does not simplify): the branch is chosen by matching the whole shape, so both are built with
 * exactly these properties.
 */
export const publicEstimateViewAnswer = z.union([
  z.object({ state: z.literal('current'), recipientName: z.string(), estimate: estimateAnswer }),
  z.object({ state: z.literal('revised'), company: estimateCompanyAnswer, message: z.string() }),
]);
export type PublicEstimateView = Answer<typeof publicEstimateViewAnswer>;

/** A project's estimate, its recipients and history (docs/product.md#estimates), for the signed-in company. */
export const estimateCalls = {
  get: declareCall({
    method: 'GET',
    path: '/api/projects/:id/estimate',
    answers: { 200: estimateViewAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/estimates/:id',
    body: updateEstimateBody,
    answers: { 200: estimateViewAnswer },
  }),
  recipients: declareCall({
    method: 'GET',
    path: '/api/estimates/:id/recipients',
    answers: { 200: z.array(estimateRecipientAnswer) },
  }),
  addRecipient: declareCall({
    method: 'POST',
    path: '/api/estimates/:id/recipients',
    body: addRecipientBody,
    answers: { 201: estimateRecipientAnswer },
  }),
  removeRecipient: declareCall({
    method: 'DELETE',
    path: '/api/estimate-recipients/:id',
    answers: { 204: noContent },
  }),
  send: declareCall({
    method: 'POST',
    path: '/api/estimate-recipients/:id/send',
    permission: 'manageEstimate',
    answers: { 200: sendEstimateResultAnswer },
  }),
  pdf: declareCall({
    method: 'GET',
    path: '/api/estimates/:id/pdf',
    answers: { 200: fileAnswer },
  }),
  history: declareCall({
    method: 'GET',
    path: '/api/estimates/:id/history',
    answers: { 200: z.array(estimateHistoryEntryAnswer) },
  }),
};

/** The link's token: the only key to a public estimate (never a record id). */
const publicEstimateParams = z.object({ token: z.string().max(200) });

/**
 * The public estimate page's calls (docs/product.md#public-estimate-page): no sign-in; the token in the link is the
 * only key and reaches only its own estimate. The page, approve and decline answer the page as it is now.
 */
export const publicEstimateCalls = {
  view: declareCall({
    method: 'GET',
    path: '/api/public/estimates/:token',
    params: publicEstimateParams,
    answers: { 200: publicEstimateViewAnswer },
  }),
  pdf: declareCall({
    method: 'GET',
    path: '/api/public/estimates/:token/pdf',
    params: publicEstimateParams,
    answers: { 200: fileAnswer },
  }),
  /** The company's logo, a stored file sent as a stream (the route's schema says so: public-estimates.routes.ts). */
  logo: declareCall({
    method: 'GET',
    path: '/api/public/estimates/:token/logo',
    params: publicEstimateParams,
    query: logoQuery,
    answers: { 200: streamAnswer },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/api/public/estimates/:token/approve',
    params: publicEstimateParams,
    body: approveEstimateBody,
    answers: { 200: publicEstimateViewAnswer },
  }),
  decline: declareCall({
    method: 'POST',
    path: '/api/public/estimates/:token/decline',
    params: publicEstimateParams,
    body: declineEstimateBody,
    answers: { 200: publicEstimateViewAnswer },
  }),
};
