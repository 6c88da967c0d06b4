import { categoryLabels } from '#domain/contracts/catalog-products';
import { productCategories } from '#domain/enums';

/** The product categories as a select's options, labelled. */
export const categoryOptions = productCategories.map((value) => ({ value, label: categoryLabels[value] }));
