import { z } from 'zod';
import type { BudgetSnapshotLine } from '../budget-tree';
import {
  type EstimateAction,
  type EstimateStatus,
  estimateStatuses,
  type ProjectType,
  type RecipientRole,
  recipientRoles,
} from '../enums';
import { isDepositPercentage, type PaymentSchedule } from '../payment-schedule';
import { optionalText } from './common';

/** Texts of spec part 1 (points 4, 5, 8) and ours where it is silent. */
export const estimateMessages = {
  missingInformationTitle: 'Missing Information',
  recipientMissing: 'Please provide both name and email for the recipient.',
  recipientEmail: 'Please enter a valid email address for the recipient.',
  recipientRole: 'Please select a recipient role',
  depositPercentage: 'The deposit percentage must be 10 to 50 in steps of 5',
  status: 'Please select draft, pending, approved or declined',
  onlyInDraft: 'This can be changed only while the estimate is a draft. Return it to draft first.',
  recipientsOnlyInDraft: 'Recipients can be added or removed only while the estimate is a draft.',
  alreadySent: 'The estimate has already been sent to this recipient.',
  cannotSend: 'Approved or declined estimates cannot be sent. Return the estimate to draft first.',
  approvalName: 'Please type your full name to approve the estimate.',
  notPending: 'This estimate is no longer waiting for approval.',
  linkInvalid: 'This estimate link is not valid.',
  beingRevised: 'This estimate is being revised. You will receive a new link when it is ready.',
} as const;

const depositPercentage = z.coerce
  .number({ error: estimateMessages.depositPercentage })
  .refine(isDepositPercentage, estimateMessages.depositPercentage);

/**
 * PATCH /api/estimates/{id}: a status change, or (only while draft) the terms' deposit percentage and the
 * printed texts. Employees may change the texts but not the status (RULINGS).
 */
export const updateEstimateBody = z.object({
  status: z.enum(estimateStatuses, { error: estimateMessages.status }).optional(),
  terms: z.object({ depositPercentage }).optional(),
  projectDescription: optionalText(5000),
  notes: optionalText(5000),
  legal: optionalText(10000),
});
export type UpdateEstimateBody = z.input<typeof updateEstimateBody>;

/** POST /api/estimates/{id}/recipients. */
export const addRecipientBody = z.object({
  name: z
    .string({ error: estimateMessages.recipientMissing })
    .trim()
    .min(1, estimateMessages.recipientMissing)
    .max(200, 'Name must be at most 200 characters'),
  email: z
    .string({ error: estimateMessages.recipientMissing })
    .trim()
    .min(1, estimateMessages.recipientMissing)
    .max(254, estimateMessages.recipientEmail)
    .pipe(z.email(estimateMessages.recipientEmail)),
  role: z.enum(recipientRoles, { error: estimateMessages.recipientRole }).default('client'),
});
export type AddRecipientBody = z.input<typeof addRecipientBody>;

/** POST /api/public/estimates/{token}/approve: the client types their full name. */
export const approveEstimateBody = z.object({
  name: z
    .string({ error: estimateMessages.approvalName })
    .trim()
    .min(2, estimateMessages.approvalName)
    .max(200, 'Name must be at most 200 characters'),
});
export type ApproveEstimateBody = z.input<typeof approveEstimateBody>;

/** POST /api/public/estimates/{token}/decline: the reason is optional. */
export const declineEstimateBody = z.object({ reason: optionalText(2000) });
export type DeclineEstimateBody = z.input<typeof declineEstimateBody>;

/** One line of the estimate table (groups carry the sum of their descendant products in `amount`). */
export type EstimateLine = BudgetSnapshotLine;

export type EstimateParty = {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
};

/**
 * What the estimate page, the print layout, the PDF and the public page show. While draft the lines, totals,
 * company and client are live; once it leaves draft they are the frozen snapshot.
 */
export type EstimateDocument = {
  id: number;
  projectId: number;
  /** `{projectId}-{year of creation}`. */
  number: string;
  status: EstimateStatus;
  title: string;
  /** ISO instant the estimate was created (the date printed on it). */
  createdAt: string;
  company: EstimateParty & { website: string | null; logoUrl: string | null };
  client: EstimateParty;
  project: {
    name: string;
    type: ProjectType;
    startDate: string | null;
    targetCompletionDate: string | null;
  };
  projectDescription: string;
  notes: string;
  legal: string;
  depositPercentage: number;
  lines: EstimateLine[];
  subtotal: string;
  tax: string;
  total: string;
  schedule: PaymentSchedule;
  /** ISO instant the lines were frozen; null while draft. */
  frozenAt: string | null;
  /** Valid until (created + 30 days), 'YYYY-MM-DD'. */
  validUntil: string;
};

/**
 * The estimate's terms as the specification's calls read them (`terms.depositPercentage`); the specification names
 * no other field of terms (the Terms & Conditions text is `legal`).
 */
export type EstimateTerms = {
  /** 10-50 in steps of 5; 25 by default. */
  depositPercentage: number;
};

/**
 * The document as the API answers it: the printed fields plus `terms` (the top-level depositPercentage stays, the
 * page reads it; both are always equal).
 */
export type EstimateAnswer = EstimateDocument & { terms: EstimateTerms };

/** GET /api/projects/{id}/estimate and PATCH /api/estimates/{id}. */
export type EstimateView = EstimateAnswer & {
  lastModifiedAt: string;
  /** What the signed-in user may do (RULINGS: employees may not change the status or send). */
  canChangeStatus: boolean;
  canSend: boolean;
};

export type EstimateRecipient = {
  id: number;
  estimateId: number;
  name: string;
  email: string;
  role: RecipientRole;
  sentAt: string | null;
  viewedAt: string | null;
  addedAt: string;
};

export type EstimateHistoryEntry = {
  id: number;
  action: EstimateAction;
  details: string | null;
  timestamp: string;
  /** The user's display name, the recipient's name for public-page actions, or null. */
  userName: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

/** POST /api/estimate-recipients/{id}/send: the recipient (sentAt set) and the estimate after the send. */
export type SendEstimateResult = { recipient: EstimateRecipient; estimate: EstimateView };

/**
 * GET /api/public/estimates/{token}. `revised` while the estimate was returned to draft: only the company
 * header and the message are shown.
 */
export type PublicEstimateView =
  | { state: 'current'; recipientName: string; estimate: EstimateAnswer }
  | { state: 'revised'; company: EstimateDocument['company']; message: string };
