import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Ruler } from 'lucide-react';
import { lazy } from 'react';
import type { Unit } from '#domain/contracts/catalog';
import { t } from '#web/lib/i18n';
import { unitsQuery, useDeleteUnit } from '../api';
import type { CatalogCompany } from '../catalog-company';
import { CatalogFrame } from '../components/catalog-frame';
import { CatalogList } from '../components/catalog-list';

// The add and edit form loads when first opened, not with the list.
const UnitDialog = lazy(() => import('../components/unit-dialog').then((m) => ({ default: m.UnitDialog })));

const column = createColumnHelper<Unit>();
const unitColumns = [
  column.accessor('name', { header: t('catalog:units.columns.name'), meta: { card: 'title' } }),
  column.accessor('symbol', {
    header: t('catalog:units.columns.symbol'),
    cell: ({ getValue }) => getValue() ?? <span className="text-slate-500">—</span>,
    meta: { width: 'w-1/3' },
  }),
];

function Units({ companyId }: CatalogCompany) {
  const units = useQuery(unitsQuery(companyId));
  const remove = useDeleteUnit(companyId);
  return (
    <CatalogList
      title={t('catalog:units.title')}
      description={t('catalog:units.description')}
      addLabel={t('catalog:units.add')}
      noun={t('catalog:units.item')}
      columns={unitColumns}
      query={units}
      errorTitle={t('catalog:units.loadError')}
      empty={{ icon: Ruler, title: t('catalog:units.emptyTitle'), text: t('catalog:units.empty') }}
      remove={remove}
      dialog={({ open, onOpenChange, row }) => (
        <UnitDialog open={open} onOpenChange={onOpenChange} companyId={companyId} unit={row} />
      )}
    />
  );
}

/** /catalog/units and /companies/{companyId}/catalog/units. */
export default function UnitsPage() {
  return <CatalogFrame section="units">{(company) => <Units {...company} />}</CatalogFrame>;
}
