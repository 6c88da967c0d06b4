import { createColumnHelper } from '@tanstack/react-table';
import type { Vendor } from '../../../../domain/contracts/vendors';

const column = createColumnHelper<Vendor>();

const none = <span className="text-slate-500">—</span>;

function NameCell({ vendor }: { vendor: Vendor }) {
  return (
    <>
      <span className="font-medium text-slate-900">{vendor.name}</span>
      {vendor.website ? (
        <a
          href={vendor.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-0.5 block truncate text-slate-600 text-xs hover:text-primary hover:underline"
        >
          {vendor.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
        </a>
      ) : null}
    </>
  );
}

/** The vendors list's columns (the spec's name, email, phone, primary contact); Name sorts on the server. */
export const vendorColumns = [
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <NameCell vendor={row.original} />,
    meta: { card: 'title', sort: { asc: 'name', desc: 'name-desc' } },
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => {
      const email = getValue();
      return email ? (
        <a
          href={`mailto:${email}`}
          className="block truncate text-slate-700 hover:text-primary hover:underline"
        >
          {email}
        </a>
      ) : (
        none
      );
    },
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: ({ getValue }) => getValue() ?? none,
    meta: { width: 'w-40', className: 'whitespace-nowrap' },
  }),
  column.accessor('primaryContact', {
    header: 'Primary Contact',
    cell: ({ getValue }) => getValue() ?? none,
  }),
];
