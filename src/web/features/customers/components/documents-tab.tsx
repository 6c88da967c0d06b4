import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerDocument } from '../../../../domain/contracts/customers';
import { formatDateMedium } from '../../../../domain/format';
import { href } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { customerDocumentsQuery } from '../api';
import { fileTypeLabel } from '../file-type-label';

const column = createColumnHelper<CustomerDocument>();

/** Name, type and upload date of each document. */
const documentColumns = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ getValue }) => (
      <span className="flex min-w-0 items-center gap-2">
        <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="truncate font-medium text-slate-900">{getValue()}</span>
      </span>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('fileType', {
    header: 'Type',
    cell: ({ getValue }) => fileTypeLabel(getValue()),
    meta: { width: 'w-28' },
  }),
  column.accessor('createdAt', {
    header: 'Uploaded',
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];

/** The customer's documents: name, type, uploaded date and a link to the file. */
export function DocumentsTab({ customerId }: { customerId: number }) {
  const documents = useQuery(customerDocumentsQuery(customerId));
  return (
    <Card>
      <DataTable
        label="Documents"
        tableFrom="sm"
        columns={documentColumns}
        rows={documents.data ?? []}
        getRowId={(doc) => doc.id}
        query={documents}
        errorTitle="Error loading documents"
        empty={
          <EmptyState
            icon={FileText}
            title="No documents yet"
            action={
              <Button asChild variant="outline" size="sm">
                <Link to={href('/documents')}>Go to Documents</Link>
              </Button>
            }
          >
            Documents uploaded for this customer appear here.
          </EmptyState>
        }
        actionsWidth="w-28"
        rowActions={(doc) => (
          <Button asChild variant="outline" size="sm">
            <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open ${doc.name}`}>
              <Download aria-hidden="true" />
              Open
            </a>
          </Button>
        )}
      />
    </Card>
  );
}
