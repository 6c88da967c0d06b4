import { z } from 'zod';
import { declareCall } from './declare';
import { customerProjectAnswer } from './projects';

/**
 * A customer's projects (the Projects tab, docs/product.md#customers). Declared apart from customerCalls: the
 * answer is a projects' contract, and projects.ts imports customers.ts, so customers.ts may not import it back.
 */
export const customerProjectCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/customers/:id/projects',
    answers: { 200: z.array(customerProjectAnswer) },
  }),
};
