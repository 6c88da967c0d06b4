import * as v from 'valibot';
import { productSorts } from '#calls/catalog-products';
import { productCategories } from '#domain/enums';
import { listStateSchema } from '../../lib/list-state';

/** The list's state in the address: search, page, category (products only) and sort (the Name and Price headers). */
export const productsListState = listStateSchema({
  category: v.fallback(v.picklist(['all', ...productCategories]), 'all'),
  sort: v.fallback(v.picklist(productSorts), 'name'),
});

export type ProductsListState = v.InferOutput<typeof productsListState>;
