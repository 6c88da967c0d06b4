import '#domain/messages/load/catalog';
import { z } from 'zod';
import { productCategories } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, decimal, noContent } from './answers';
import { optionalText, pageQuery, recordId, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

// Answers of the catalog lists the task and budget forms read (catalog.read.routes.ts). Money is a decimal string.

/** A trade of GET /api/companies/{companyId}/trades and GET /api/mycompany/trades. */
export const tradeAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  version: recordVersion,
});
export type Trade = Answer<typeof tradeAnswer>;

/** A custom task type of GET /api/companies/{companyId}/task-types (added to the built-in ones). */
export const customTaskTypeAnswer = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
  version: recordVersion,
});
export type CustomTaskType = Answer<typeof customTaskTypeAnswer>;

/** A catalog product as GET /api/mycompany/catalog answers it (the budget item dialog's choices). */
export const catalogProductAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(productCategories),
  unitCost: decimal,
  markup: decimal,
  margin: decimal,
  unitPrice: decimal,
  unit: z.string().nullable(),
  tradeId: z.number().nullable(),
});
export type CatalogProduct = Answer<typeof catalogProductAnswer>;

// Requests of the catalog's trades, units and task types pages (catalog.routes.ts); messages: docs/product.md#catalog.

/** Sent by the parts' forms; checked against the route's company, never trusted. */
const bodyCompanyId = recordId().optional();

/** POST /api/companies/{companyId}/trades and PUT /api/trades/{id}: the name is required. */
export const tradeBody = z.object({
  name: requiredText(lazyText('catalog:trades.fields.name'), 200, lazyText('catalog:trades.nameRequired')),
  description: optionalText(2000),
  companyId: bodyCompanyId,
});
export type TradeBody = z.input<typeof tradeBody>;

/** A unit of GET /api/companies/{companyId}/units. */
export const unitAnswer = z.object({
  id: z.number(),
  name: z.string(),
  symbol: z.string().nullable(),
  description: z.string().nullable(),
  version: recordVersion,
});
export type Unit = Answer<typeof unitAnswer>;

const unitFields = {
  /** Trimmed first, so a name of spaces is missing. */
  name: requiredText(lazyText('catalog:units.fields.name'), 100, lazyText('catalog:units.nameRequired')),
  symbol: optionalText(20),
};

/** POST /api/companies/{companyId}/units. */
export const unitBody = z.object({ ...unitFields, companyId: bodyCompanyId });
export type UnitBody = z.input<typeof unitBody>;

/** PATCH /api/companies/{companyId}/units/{id}: name and/or symbol; a given name may not be blank. */
export const updateUnitBody = z.object(unitFields).partial();
export type UpdateUnitBody = z.input<typeof updateUnitBody>;

/**
 * A task type's stored value: trimmed, lowercased, every run of whitespace one underscore ("Site  Visit" ->
 * "site_visit"). The form shows it before sending and the server applies it again, so both agree.
 */
export function normalizeTaskTypeValue(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '_');
}

/** POST /api/companies/{companyId}/task-types and PUT /api/companies/{companyId}/task-types/{id}. */
export const taskTypeBody = z.object({
  name: requiredText(lazyText('catalog:taskTypes.fields.name'), 100),
  value: requiredText(lazyText('catalog:taskTypes.fields.value'), 100).transform(normalizeTaskTypeValue),
});
export type TaskTypeBody = z.input<typeof taskTypeBody>;

/** GET /api/companies/{companyId}/catalog-counts: the overview cards, counted by the database in one query. */
export const catalogCountsAnswer = z.object({
  products: z.number(),
  services: z.number(),
  trades: z.number(),
  units: z.number(),
  taskTypes: z.number(),
});
export type CatalogCounts = Answer<typeof catalogCountsAnswer>;

/** GET /api/mycompany/catalog: the company's products by name; search, category and limit/offset optional. */
export const myCatalogQuery = pageQuery.extend({
  category: z.enum(productCategories, { error: lazyText('catalog:product.messages.category') }).optional(),
});

/**
 * The catalog pages' calls (docs/product.md#catalog): overview counts, and the trades, units and task types the
 * company keeps, plus the lists the task and budget forms read. Every member reads; catalog editors change.
 */
export const catalogCalls = {
  counts: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/catalog-counts',
    answers: { 200: catalogCountsAnswer },
  }),
  trades: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/trades',
    answers: { 200: z.array(tradeAnswer) },
  }),
  myTrades: declareCall({
    method: 'GET',
    path: '/api/mycompany/trades',
    answers: { 200: z.array(tradeAnswer) },
  }),
  myCatalog: declareCall({
    method: 'GET',
    path: '/api/mycompany/catalog',
    query: myCatalogQuery,
    answers: { 200: z.array(catalogProductAnswer) },
    paged: true,
  }),
  createTrade: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/trades',
    permission: 'manageCatalog',
    body: tradeBody,
    answers: { 201: tradeAnswer },
  }),
  updateTrade: declareCall({
    method: 'PUT',
    path: '/api/trades/:id',
    permission: 'manageCatalog',
    body: tradeBody,
    answers: { 200: tradeAnswer },
  }),
  removeTrade: declareCall({
    method: 'DELETE',
    path: '/api/trades/:id',
    permission: 'manageCatalog',
    answers: { 204: noContent },
  }),
  units: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/units',
    answers: { 200: z.array(unitAnswer) },
  }),
  createUnit: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/units',
    permission: 'manageCatalog',
    body: unitBody,
    answers: { 201: unitAnswer },
  }),
  updateUnit: declareCall({
    method: 'PATCH',
    path: '/api/companies/:companyId/units/:id',
    permission: 'manageCatalog',
    body: updateUnitBody,
    answers: { 200: unitAnswer },
  }),
  removeUnit: declareCall({
    method: 'DELETE',
    path: '/api/companies/:companyId/units/:id',
    permission: 'manageCatalog',
    answers: { 204: noContent },
  }),
  taskTypes: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/task-types',
    answers: { 200: z.array(customTaskTypeAnswer) },
  }),
  createTaskType: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/task-types',
    permission: 'manageCatalog',
    body: taskTypeBody,
    answers: { 201: customTaskTypeAnswer },
  }),
  updateTaskType: declareCall({
    method: 'PUT',
    path: '/api/companies/:companyId/task-types/:id',
    permission: 'manageCatalog',
    body: taskTypeBody,
    answers: { 200: customTaskTypeAnswer },
  }),
  removeTaskType: declareCall({
    method: 'DELETE',
    path: '/api/companies/:companyId/task-types/:id',
    permission: 'manageCatalog',
    answers: { 204: noContent },
  }),
};
