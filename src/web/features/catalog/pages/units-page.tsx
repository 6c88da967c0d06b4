import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Ruler } from 'lucide-react';
import type { Unit } from '#domain/contracts/catalog';
import { unitsQuery, useDeleteUnit } from '../api';
import type { CatalogCompany } from '../catalog-company';
import { CatalogFrame } from '../components/catalog-frame';
import { CatalogList } from '../components/catalog-list';
import { UnitDialog } from '../components/unit-dialog';

const column = createColumnHelper<Unit>();
const unitColumns = [
  column.accessor('name', { header: 'Name', meta: { card: 'title' } }),
  column.accessor('symbol', {
    header: 'Symbol',
    cell: ({ getValue }) => getValue() ?? <span className="text-slate-500">—</span>,
    meta: { width: 'w-1/3' },
  }),
];

function Units({ companyId }: CatalogCompany) {
  const units = useQuery(unitsQuery(companyId));
  const remove = useDeleteUnit(companyId);
  return (
    <CatalogList
      title="Units"
      description="Units of measure for your products and services"
      addLabel="Add Unit"
      noun="unit"
      columns={unitColumns}
      query={units}
      errorTitle="Error loading units"
      empty={{ icon: Ruler, title: 'No units yet', text: 'Add the units you price your work in.' }}
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
