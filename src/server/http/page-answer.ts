import type { FastifyReply } from 'fastify';

/** A page of rows whose query counted them itself: the rows, with the total in `x-total-count`. */
export function countedPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}

/**
 * The answer of a list that pages on request: the rows, and when the caller asked for a page (limit or offset)
 * the total matching the filters in `x-total-count`, counted at the same time. Without paging parameters a
 * list answers its plain array, as the product's simple calls read it (docs/product.md#lists).
 */
export async function pageAnswer<T>(
  reply: FastifyReply,
  query: { limit?: number; offset?: number },
  list: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[]> {
  const paged = query.limit !== undefined || query.offset !== undefined;
  const [rows, total] = await Promise.all([list(), paged ? count() : undefined]);
  if (total !== undefined) reply.header('x-total-count', String(total));
  return rows;
}
