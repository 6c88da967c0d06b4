import '#domain/messages/load/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { Company } from '#domain/contracts/companies';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { EmailCell, noValue, WebsiteLink } from '#web/components/ui/list-cells';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';

const column = createColumnHelper<Company>();

/** The companies list's columns (name, email, phone, website, address, created; docs/product.md#administration). */
export const companyColumns = [
  column.accessor('name', {
    header: t('admin:companies.columns.name'),
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
    header: t('admin:companies.columns.email'),
    cell: ({ getValue }) => <EmailCell email={getValue()} />,
  }),
  column.accessor('phone', {
    header: t('admin:companies.columns.phone'),
    cell: ({ getValue }) => getValue() ?? noValue,
    meta: { width: 'w-36', className: 'whitespace-nowrap' },
  }),
  column.accessor('website', {
    header: t('admin:companies.columns.website'),
    cell: ({ getValue }) =>
      getValue() ? <WebsiteLink url={getValue()} className="text-slate-700" /> : noValue,
  }),
  column.accessor('address', {
    header: t('admin:companies.columns.address'),
    cell: ({ getValue }) => <span className="line-clamp-2 wrap-anywhere">{getValue() ?? noValue}</span>,
  }),
  column.accessor('createdAt', {
    header: t('admin:companies.columns.created'),
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];
