import { z } from 'zod';
import { productCategories } from '../enums';
import { type Answer, decimal } from './answers';

// Answers of the catalog lists the task and budget forms read (catalog.read.routes.ts). Money is a decimal string.

/** A trade of GET /api/companies/{companyId}/trades and GET /api/mycompany/trades. */
export const tradeAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Trade = Answer<typeof tradeAnswer>;

/** A custom task type of GET /api/companies/{companyId}/task-types (added to the built-in ones). */
export const customTaskTypeAnswer = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
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
