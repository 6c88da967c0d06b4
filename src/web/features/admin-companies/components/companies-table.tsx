import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Company } from '#domain/contracts/companies';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { EmailCell, noValue, WebsiteLink } from '#web/components/ui/list-cells';

const column = createColumnHelper<Company>();

/** The companies list's columns (name, email, phone, website, address, created; docs/product.md#administration). */
export const companyColumns = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <Link
        to={href('/admin/companies/:id', { id: row.original.id })}
        className="font-medium text-slate-900 wrap-anywhere hover:text-primary hover:underline"
      >
        {row.original.name}
      </Link>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => <EmailCell email={getValue()} />,
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: ({ getValue }) => getValue() ?? noValue,
    meta: { width: 'w-36', className: 'whitespace-nowrap' },
  }),
  column.accessor('website', {
    header: 'Website',
    cell: ({ getValue }) =>
      getValue() ? <WebsiteLink url={getValue()} className="text-slate-700" /> : noValue,
  }),
  column.accessor('address', {
    header: 'Address',
    cell: ({ getValue }) => <span className="line-clamp-2 wrap-anywhere">{getValue() ?? noValue}</span>,
  }),
  column.accessor('createdAt', {
    header: 'Created',
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];
