import '#domain/messages/load/selections';
import { z } from 'zod';
import { selectionDisplayStatuses } from '../enums';
import { lazyText, say } from '../messages/i18n';
import { type Answer, decimal, instant, noContent, streamAnswer } from './answers';
import { changeOrderSummaryAnswer } from './change-orders';
import { money, optionalDate, optionalRef, optionalText, recordId, requiredText } from './common';
import { declareCall } from './declare';
import { downloadQuery } from './documents';
import { recordVersion } from './record-version';

/** The selections' field texts (issue 26), each looked up when read. */
export const selectionMessages = {
  title: lazyText('selections:messages.title'),
  titleRequired: lazyText('selections:messages.titleRequired'),
  optionName: lazyText('selections:messages.optionName'),
  optionNameRequired: lazyText('selections:messages.optionNameRequired'),
  price: lazyText('selections:messages.price'),
  allowanceItemId: lazyText('selections:messages.allowanceItemId'),
  catalogItemId: lazyText('selections:messages.catalogItemId'),
  vendorId: lazyText('selections:messages.vendorId'),
  optionId: lazyText('selections:messages.optionId'),
  options: lazyText('selections:messages.options'),
} as const;

/** One option the client may choose: a name and a price, optionally a description, catalog item or vendor. */
export const selectionOptionBody = z.object({
  /** An option of this selection kept by an edit (its photo with it); without one, a new option. */
  id: optionalRef(selectionMessages.optionId),
  name: requiredText(selectionMessages.optionName, 200, selectionMessages.optionNameRequired),
  description: optionalText(2000),
  price: money(selectionMessages.price),
  catalogItemId: optionalRef(selectionMessages.catalogItemId),
  vendorId: optionalRef(selectionMessages.vendorId),
});
export type SelectionOptionBody = z.input<typeof selectionOptionBody>;
export type SelectionOptionValues = z.output<typeof selectionOptionBody>;

const selectionFields = {
  title: requiredText(selectionMessages.title, 200, selectionMessages.titleRequired),
  description: optionalText(5000),
  /** The day the client's decision is due; after it an open selection shows Overdue. */
  dueDate: optionalDate,
  /** A product line of the project's budget flagged as an allowance. */
  allowanceItemId: optionalRef(selectionMessages.allowanceItemId),
  options: z
    .array(selectionOptionBody)
    .min(1, say('selections:messages.options'))
    .max(30, say('selections:messages.tooManyOptions')),
};

/** POST /api/projects/{id}/selections. */
export const createSelectionBody = z.object(selectionFields);
export type CreateSelectionBody = z.input<typeof createSelectionBody>;

/** PATCH /api/selections/{id}: any field while open; sent options replace the options (kept ones by id). */
export const updateSelectionBody = z.object(selectionFields).partial();
export type UpdateSelectionBody = z.input<typeof updateSelectionBody>;

/** POST /api/selections/{id}/choose: the client's choice (made by them in the portal, or by staff for them). */
export const chooseSelectionBody = z.object({ optionId: recordId(selectionMessages.optionId) });
export type ChooseSelectionBody = z.input<typeof chooseSelectionBody>;

// Answers. Money is a decimal string computed by the database.

export const selectionOptionAnswer = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: decimal,
  catalogItemId: z.number().nullable(),
  vendorId: z.number().nullable(),
  vendorName: z.string().nullable(),
  /** Where the option's photo is read; null without one. */
  photoUrl: z.string().nullable(),
});
export type SelectionOption = Answer<typeof selectionOptionAnswer>;

export const selectionAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Open, Overdue (open and past its due date in the company's time zone), Selected or Ordered. */
  status: z.enum(selectionDisplayStatuses),
  allowanceItemId: z.number().nullable(),
  allowanceName: z.string().nullable(),
  /** The allowance line's total price: live while open, as it was at the choice afterwards. */
  allowanceAmount: decimal.nullable(),
  chosenOptionId: z.number().nullable(),
  chosenOptionName: z.string().nullable(),
  /** Chosen price - allowance (positive: an overage, negative: a credit); null until chosen. */
  difference: decimal.nullable(),
  chosenAt: instant.nullable(),
  chosenByName: z.string().nullable(),
  orderedAt: instant.nullable(),
  /** The change order the choice made, when the price differed from the allowance. */
  changeOrderId: z.number().nullable(),
  changeOrderNumber: z.string().nullable(),
  options: z.array(selectionOptionAnswer),
  /** What the signed-in user may do (employees read). */
  canManage: z.boolean(),
  version: recordVersion,
});
export type Selection = Answer<typeof selectionAnswer>;

/** The choice's answer: the selection, and the change order it made when the price differs. */
export const chooseSelectionAnswer = z.object({
  selection: selectionAnswer,
  changeOrder: changeOrderSummaryAnswer.nullable(),
});
export type ChooseSelectionAnswer = Answer<typeof chooseSelectionAnswer>;

/** A project's selections (issue 26). Everyone in the company reads; admins and managers change them. */
export const selectionCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects/:id/selections',
    answers: { 200: z.array(selectionAnswer) },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/projects/:id/selections',
    body: createSelectionBody,
    permission: 'manageSelections',
    answers: { 201: selectionAnswer },
  }),
  get: declareCall({ method: 'GET', path: '/api/selections/:id', answers: { 200: selectionAnswer } }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/selections/:id',
    body: updateSelectionBody,
    permission: 'manageSelections',
    answers: { 200: selectionAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/selections/:id',
    permission: 'manageSelections',
    answers: { 204: noContent },
  }),
  choose: declareCall({
    method: 'POST',
    path: '/api/selections/:id/choose',
    body: chooseSelectionBody,
    permission: 'manageSelections',
    answers: { 200: chooseSelectionAnswer },
  }),
  markOrdered: declareCall({
    method: 'POST',
    path: '/api/selections/:id/ordered',
    permission: 'manageSelections',
    answers: { 200: selectionAnswer },
  }),
  attachPhoto: declareCall({
    method: 'POST',
    path: '/api/selection-options/:id/photo',
    permission: 'manageSelections',
    answers: { 200: selectionAnswer },
  }),
  photo: declareCall({
    method: 'GET',
    path: '/api/selection-options/:id/photo',
    query: downloadQuery,
    answers: { 200: streamAnswer },
  }),
};
