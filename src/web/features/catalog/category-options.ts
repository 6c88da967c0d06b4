import '#domain/messages/load/catalog';
import { productCategories } from '#domain/enums';
import { t } from '#web/lib/i18n';

/** The product categories as a select's options, labelled. */
// Read from the catalog, not from the contract's labels: that module carries the products' schemas (and zod),
// which the list does not need to show its first page.
export const categoryOptions = productCategories.map((value) => ({
  value,
  get label() {
    return t(`catalog:categories.${value}`);
  },
}));
