import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateMedium } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { customerDocumentsQuery } from '../api';
import { fileTypeLabel } from '../file-type-label';

/** The customer's documents: name, type, uploaded date and a link to the file. */
export function DocumentsTab({ customerId }: { customerId: number }) {
  const documents = useQuery(customerDocumentsQuery(customerId));
  if (documents.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <ErrorState
        title="Error loading documents"
        message={errorMessage(documents.error, 'An unexpected error occurred')}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No documents yet"
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/documents">Go to Documents</Link>
          </Button>
        }
      >
        Documents uploaded for this customer appear here.
      </EmptyState>
    );
  }
  return (
    <Card>
      <ul aria-label="Documents" className="divide-y divide-slate-100">
        {documents.data.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <FileText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 text-sm">{doc.name}</p>
              <p className="text-slate-500 text-xs">
                {fileTypeLabel(doc.fileType)} · Uploaded {formatDateMedium(doc.createdAt)}
              </p>
            </div>
            <Button asChild variant="outline" size="sm">
              <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open ${doc.name}`}>
                <Download aria-hidden="true" />
                Open
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
