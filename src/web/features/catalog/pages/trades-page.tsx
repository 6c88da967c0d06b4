import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Hammer } from 'lucide-react';
import { lazy } from 'react';
import type { Trade } from '#domain/contracts/catalog';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { tradesQuery, useDeleteTrade } from '../api';
import type { CatalogCompany } from '../catalog-company';
import { CatalogFrame } from '../components/catalog-frame';
import { CatalogList } from '../components/catalog-list';

// The add and edit form loads when first opened, not with the list.
const TradeDialog = lazy(() =>
  import('../components/trade-dialog').then((m) => ({ default: m.TradeDialog })),
);

const column = createColumnHelper<Trade>();
const tradeColumns = [
  column.accessor('name', {
    header: t('catalog:trades.columns.name'),
    meta: { card: 'title', width: 'w-1/3' },
  }),
  column.accessor('description', {
    header: t('catalog:trades.columns.description'),
    cell: ({ getValue }) => getValue() ?? <span className="text-slate-500">—</span>,
    meta: { card: 'plain' },
  }),
];

function Trades({ companyId }: CatalogCompany) {
  // A system administrator looking at another company's trades only reads them (see CatalogList's editable).
  const own = useUser().user?.companyId === companyId;
  const trades = useQuery(tradesQuery(companyId));
  const remove = useDeleteTrade(companyId);
  return (
    <CatalogList
      title={t('catalog:trades.title')}
      description={t('catalog:trades.description')}
      addLabel={t('catalog:trades.add')}
      noun={t('catalog:trades.item')}
      columns={tradeColumns}
      query={trades}
      errorTitle={t('catalog:trades.loadError')}
      empty={{ icon: Hammer, title: t('catalog:trades.emptyTitle'), text: t('catalog:trades.empty') }}
      remove={remove}
      editable={own}
      dialog={({ open, onOpenChange, row }) => (
        <TradeDialog open={open} onOpenChange={onOpenChange} companyId={companyId} trade={row} />
      )}
    />
  );
}

/** /catalog/trades and /companies/{companyId}/catalog/trades. */
export default function TradesPage() {
  return <CatalogFrame section="trades">{(company) => <Trades {...company} />}</CatalogFrame>;
}
