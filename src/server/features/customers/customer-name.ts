import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index';

/**
 * A customer's name as the lists write it ('First Last'), read through a join on `customers`; null when the row
 * has no customer (the left join found none), so each screen says its own 'No customer'.
 */
export const customerDisplayName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})), '')`;
