import '#domain/messages/load/vendors';
import { createColumnHelper } from '@tanstack/react-table';
import type { Vendor } from '#domain/contracts/vendors';
import { EmailCell, noValue, WebsiteLink } from '#web/components/ui/list-cells';
import { t } from '#web/lib/i18n';

const column = createColumnHelper<Vendor>();

function NameCell({ vendor }: { vendor: Vendor }) {
  return (
    <>
      <span className="font-medium text-slate-900">{vendor.name}</span>
      <WebsiteLink url={vendor.website} className="mt-0.5 text-slate-600 text-xs" />
    </>
  );
}

/** The vendors list's columns: name, email, phone, primary contact (docs/product.md#vendors); Name sorts server-side. */
export const vendorColumns = [
  column.display({
    id: 'name',
    header: t('vendors:columns.name'),
    cell: ({ row }) => <NameCell vendor={row.original} />,
    meta: { card: 'title', sort: { asc: 'name', desc: 'name-desc' } },
  }),
  column.accessor('email', {
    header: t('vendors:columns.email'),
    cell: ({ getValue }) => <EmailCell email={getValue()} />,
  }),
  column.accessor('phone', {
    header: t('vendors:columns.phone'),
    cell: ({ getValue }) => getValue() ?? noValue,
    meta: { width: 'w-40', className: 'whitespace-nowrap' },
  }),
  column.accessor('primaryContact', {
    header: t('vendors:columns.primaryContact'),
    cell: ({ getValue }) => getValue() ?? noValue,
  }),
];
