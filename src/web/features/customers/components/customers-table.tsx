import { Link2, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerListItem } from '../../../../domain/contracts/customers';
import { formatDateMedium } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { customerName } from '../customer-name';
import { CustomerRowActions } from './customer-row-actions';

type CustomersTableProps = {
  rows: CustomerListItem[];
  canDelete: boolean;
  canInvoice: boolean;
  onEdit: (customer: CustomerListItem) => void;
  onDelete: (customer: CustomerListItem) => void;
  /** With ?linkToProject: a Link to Project button per row. */
  onLink?: ((customer: CustomerListItem) => void) | undefined;
  /** The customer being linked right now (its button shows the pending state). */
  linkingId?: number | null | undefined;
};

type RowProps = Omit<CustomersTableProps, 'rows'> & { customer: CustomerListItem };

const headClass = 'px-4 py-3 text-left font-medium text-slate-500 text-xs uppercase tracking-wide';

function NameCell({ customer }: { customer: CustomerListItem }) {
  return (
    <>
      <Link
        to={`/customers/${customer.id}`}
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
          <span className="sr-only">Email:</span>
          <span className="truncate">{customer.email}</span>
        </span>
      ) : null}
      {customer.phone ? (
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <Phone className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Phone:</span>
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
        {customer.projectCount} {customer.projectCount === 1 ? 'project' : 'projects'}
      </div>
      {customer.latestActiveProject ? (
        <div className="mt-1 flex min-w-0 items-center gap-1.5">
          <Badge variant="green">Active</Badge>
          <Link
            to={`/projects/${customer.latestActiveProject.id}`}
            className="truncate text-slate-600 text-xs hover:text-primary hover:underline"
          >
            {customer.latestActiveProject.name}
          </Link>
        </div>
      ) : null}
    </>
  );
}

function LinkButton({ customer, onLink, linkingId, className }: RowProps & { className?: string }) {
  if (!onLink) return null;
  return (
    <Button
      size="sm"
      className={className}
      onClick={() => onLink(customer)}
      loading={linkingId === customer.id}
      loadingText="Linking..."
      disabled={linkingId !== null && linkingId !== undefined}
      aria-label={`Link ${customerName(customer)} to Project`}
    >
      <Link2 aria-hidden="true" />
      Link to Project
    </Button>
  );
}

function RowMenu({ customer, canDelete, canInvoice, onEdit, onDelete }: RowProps) {
  return (
    <CustomerRowActions
      customerId={customer.id}
      name={customerName(customer)}
      canDelete={canDelete}
      canInvoice={canInvoice}
      onEdit={() => onEdit(customer)}
      onDelete={() => onDelete(customer)}
    />
  );
}

function TableHead({ linking }: { linking: boolean }) {
  return (
    <>
      {/* Fixed layout: the three text columns share what the date and actions leave, and truncate. */}
      <colgroup>
        <col />
        <col />
        <col />
        <col className="w-32" />
        <col className={linking ? 'w-60' : 'w-16'} />
      </colgroup>
      <thead className="sticky top-0 z-10 border-slate-200 border-b bg-slate-50">
        <tr>
          <th scope="col" className={headClass}>
            Customer
          </th>
          <th scope="col" className={headClass}>
            Contact
          </th>
          <th scope="col" className={headClass}>
            Projects
          </th>
          <th scope="col" className={headClass}>
            Created
          </th>
          <th scope="col" className={headClass}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
    </>
  );
}

/**
 * The customers table from lg up; below that the same rows as stacked cards, so the actions stay in reach
 * on a phone instead of scrolling off to the side. Only one of the two is displayed (and in the a11y tree).
 */
export function CustomersTable({ rows, ...rowProps }: CustomersTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full min-w-[700px] table-fixed text-sm">
          <TableHead linking={!!rowProps.onLink} />
          <tbody className="divide-y divide-slate-100">
            {rows.map((customer) => (
              <tr key={customer.id} className="align-top hover:bg-slate-50/60">
                <td className="px-4 py-3">
                  <NameCell customer={customer} />
                </td>
                <td className="px-4 py-3">
                  <ContactCell customer={customer} />
                </td>
                <td className="px-4 py-3">
                  <ProjectsCell customer={customer} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {formatDateMedium(customer.createdAt)}
                </td>
                <td className="px-4 py-2">
                  <div className="flex items-center justify-end gap-2">
                    <LinkButton customer={customer} {...rowProps} />
                    <RowMenu customer={customer} {...rowProps} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Customers" className="divide-y divide-slate-100 lg:hidden">
        {rows.map((customer) => (
          <li key={customer.id} className="grid grid-cols-1 gap-2 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <NameCell customer={customer} />
              </div>
              <RowMenu customer={customer} {...rowProps} />
            </div>
            <ContactCell customer={customer} />
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div className="min-w-0">
                <ProjectsCell customer={customer} />
              </div>
              <span className="text-slate-500 text-xs">Created {formatDateMedium(customer.createdAt)}</span>
            </div>
            <LinkButton customer={customer} {...rowProps} className="w-full" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Placeholder rows while the first page loads. */
export function CustomersTableSkeleton() {
  return <ListSkeleton columns="lg:grid-cols-[1.2fr_1.4fr_1fr_0.8fr_2rem]" count={5} />;
}
