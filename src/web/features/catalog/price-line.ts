import '#domain/messages/load/catalog';
import type { Product } from '#domain/contracts/catalog-products';
import { formatMoney } from '#domain/format';
import { t } from '#web/lib/i18n';

/** The price as a contractor quotes it: '$6.30 / sq ft'. Its own module: the item's page draws no table. */
export function priceLine(product: Pick<Product, 'unitPrice' | 'unit'>): string {
  const price = formatMoney(product.unitPrice);
  return product.unit ? t('catalog:product.priceLine', { price, unit: product.unit }) : price;
}
