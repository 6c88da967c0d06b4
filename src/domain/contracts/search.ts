import '#domain/messages/load/search';
import { z } from 'zod';
import { invoiceStatuses, projectStages, projectTypes } from '../enums';
import { say } from '../messages/i18n';
import { type Answer, decimal } from './answers';
import { declareCall } from './declare';

/** GET /api/search?q=: the text to look for in the company's projects, customers and invoices. */
export const searchQuery = z.object({ q: z.string().trim().min(1, say('search:typeSomething')).max(200) });

/** The answer: up to 5 projects, customers and invoices of the company matching the text, newest first. */
export const searchResultsAnswer = z.object({
  projects: z.array(
    z.object({ id: z.number(), name: z.string(), stage: z.enum(projectStages), type: z.enum(projectTypes) }),
  ),
  customers: z.array(
    z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  ),
  invoices: z.array(
    z.object({
      id: z.number(),
      invoiceNumber: z.string(),
      title: z.string().nullable(),
      amount: decimal,
      isPaid: z.boolean(),
      status: z.enum(invoiceStatuses),
    }),
  ),
});
export type SearchResults = Answer<typeof searchResultsAnswer>;

/** The dashboard search box (and Ctrl+K): up to 5 projects, customers and invoices matching the text. */
export const searchCalls = {
  search: declareCall({
    method: 'GET',
    path: '/api/search',
    query: searchQuery,
    answers: { 200: searchResultsAnswer },
  }),
};
