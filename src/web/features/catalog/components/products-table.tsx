import '#domain/messages/load/catalog';
import { createColumnHelper } from '@tanstack/react-table';
import type { Product } from '#domain/contracts/catalog-products';
import { formatMoney, formatPercent } from '#domain/format';
import { href } from '#web/app/paths';
import { Badge } from '#web/components/ui/badge';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { priceLine } from '../price-line';

const column = createColumnHelper<Product>();
const none = <span className="text-slate-500">—</span>;

/** The products and services lists' columns; Name and Price sort on the server, the name opens the item. */
export function productColumns(showCategory: boolean) {
  return [
    column.display({
      id: 'name',
      header: t('catalog:product.columns.name'),
      cell: ({ row }) => (
        <>
          <Link
            to={href('/catalog/:id', { id: row.original.id })}
            className="font-medium text-slate-900 hover:text-primary hover:underline"
          >
            {row.original.name}
          </Link>
          {row.original.description ? (
            <span className="mt-0.5 block truncate text-slate-600 text-xs">{row.original.description}</span>
          ) : null}
        </>
      ),
      meta: { card: 'title', sort: { asc: 'name', desc: 'name-desc' } },
    }),
    ...(showCategory
      ? [
          column.accessor('category', {
            header: t('catalog:product.columns.category'),
            cell: ({ getValue }) => (
              <Badge variant="secondary">{t(`catalog:categories.${getValue()}`)}</Badge>
            ),
            meta: { card: 'aside', width: 'w-32' },
          }),
        ]
      : []),
    column.accessor('tradeName', {
      header: t('catalog:product.columns.trade'),
      cell: ({ getValue }) => getValue() ?? none,
      meta: { width: 'w-36' },
    }),
    column.accessor('unitCost', {
      header: t('catalog:product.columns.unitCost'),
      cell: ({ getValue }) => formatMoney(getValue()),
      meta: { width: 'w-28', align: 'right' },
    }),
    column.accessor('markup', {
      header: t('catalog:product.columns.markup'),
      cell: ({ getValue }) => formatPercent(getValue()),
      meta: { width: 'w-24', align: 'right' },
    }),
    column.display({
      id: 'price',
      header: t('catalog:product.columns.price'),
      cell: ({ row }) => <span className="whitespace-nowrap">{priceLine(row.original)}</span>,
      meta: { width: 'w-36', align: 'right', sort: { asc: 'price', desc: 'price-desc' } },
    }),
  ];
}
