import '#domain/messages/load/customers';
import { createColumnHelper } from '@tanstack/react-table';
import { Link2, Mail, Phone } from 'lucide-react';
import type { CustomerListItem } from '#domain/contracts/customers';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { customerName } from '../customer-name';

const column = createColumnHelper<CustomerListItem>();

function NameCell({ customer }: { customer: CustomerListItem }) {
  return (
    <>
      <Link
        to={href('/customers/:id', { id: customer.id })}
        className="font-medium text-slate-900 hover:text-primary hover:underline"
      >
        {customerName(customer)}
      </Link>
      {customer.address ? (
        <p className="mt-0.5 truncate text-slate-500 text-xs" title={customer.address}>
          {customer.address}
        </p>
      ) : null}
    </>
  );
}

function ContactCell({ customer }: { customer: CustomerListItem }) {
  return (
    <div className="grid gap-1 text-slate-700">
      {customer.email ? (
        <span className="flex min-w-0 items-center gap-1.5">
          <Mail className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">{t('customers:table.emailPrefix')}</span>
          <span className="truncate">{customer.email}</span>
        </span>
      ) : null}
      {customer.phone ? (
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <Phone className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">{t('customers:table.phonePrefix')}</span>
          {customer.phone}
        </span>
      ) : null}
      {!customer.email && !customer.phone ? <span className="text-slate-500">—</span> : null}
    </div>
  );
}

/** Project count and the newest project that is not fully complete, shown as Active. */
function ProjectsCell({ customer }: { customer: CustomerListItem }) {
  return (
    <>
      <div className="text-slate-700">
        {t('customers:table.projectCount', { count: customer.projectCount })}
      </div>
      {customer.latestActiveProject ? (
        <div className="mt-1 flex min-w-0 items-center gap-1.5">
          <Badge variant="green">{t('customers:table.active')}</Badge>
          <Link
            to={href('/projects/:id', { id: customer.latestActiveProject.id })}
            className="truncate text-slate-600 text-xs hover:text-primary hover:underline"
          >
            {customer.latestActiveProject.name}
          </Link>
        </div>
      ) : null}
    </>
  );
}

/** The customers list's columns; Customer and Created sort on the server. */
export const customerColumns = [
  column.display({
    id: 'name',
    header: t('customers:columns.customer'),
    cell: ({ row }) => <NameCell customer={row.original} />,
    meta: { card: 'title', sort: { asc: 'name', desc: 'name-desc' } },
  }),
  column.display({
    id: 'contact',
    header: t('customers:columns.contact'),
    cell: ({ row }) => <ContactCell customer={row.original} />,
    meta: { card: 'plain' },
  }),
  column.display({
    id: 'projects',
    header: t('customers:columns.projects'),
    cell: ({ row }) => <ProjectsCell customer={row.original} />,
  }),
  column.accessor('createdAt', {
    header: t('customers:columns.created'),
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: {
      width: 'w-36',
      className: 'whitespace-nowrap',
      sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
    },
  }),
];

type LinkButtonProps = {
  customer: CustomerListItem;
  onLink: (customer: CustomerListItem) => void;
  /** The customer being linked right now (its button shows the pending state). */
  linkingId: number | null;
};

/** With ?linkToProject: the row's Link to Project button. */
export function LinkToProjectButton({ customer, onLink, linkingId }: LinkButtonProps) {
  return (
    <Button
      size="sm"
      onClick={() => onLink(customer)}
      loading={linkingId === customer.id}
      loadingText={t('customers:link.linking')}
      disabled={linkingId !== null}
      // The visible words come first in the name (WCAG 2.5.3, label in name).
      aria-label={t('customers:link.buttonLabel', { name: customerName(customer) })}
    >
      <Link2 aria-hidden="true" />
      {t('customers:link.button')}
    </Button>
  );
}
