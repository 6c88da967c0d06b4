import '#domain/messages/load/documents';
import '#domain/messages/load/portal';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, Eye, EyeOff, FileText, SearchX, Share2, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DocumentItem } from '#domain/contracts/documents';
import { formatDateMedium, formatFileSize } from '#domain/format';
import { can } from '#domain/permissions';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { usePagedList } from '#web/lib/paged-list';
import { useUser } from '../../auth/api';
import { useShareDocument } from '../../portal/staff/api';
import { type DocumentFilter, documentsPageQuery, useDeleteDocument } from '../api';
import { canPreview } from '../can-preview';
import { fileTypeLabel } from '../file-type-label';
import { documentsListState } from '../list-state';

// Upload (its form and checks) and Preview load when first opened, not with the list.
const UploadDocumentDialog = lazy(() =>
  import('./upload-document-dialog').then((m) => ({ default: m.UploadDocumentDialog })),
);
const PreviewDialog = lazy(() => import('./preview-dialog').then((m) => ({ default: m.PreviewDialog })));

const column = createColumnHelper<DocumentItem>();

function columnsFor(filter: DocumentFilter, onPreview: (doc: DocumentItem) => void) {
  return [
    column.accessor('name', {
      header: t('documents:columns.name'),
      cell: ({ row }) => (
        <span className="flex min-w-0 items-center gap-2">
          <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {canPreview(row.original) ? (
            <button
              type="button"
              className="truncate text-left font-medium text-primary hover:underline"
              onClick={() => onPreview(row.original)}
            >
              {row.original.name}
            </button>
          ) : (
            <span className="truncate font-medium text-slate-900">{row.original.name}</span>
          )}
          {row.original.sharedWithClient ? (
            <Badge variant="secondary" className="shrink-0">
              {t('portal:staff.shared')}
            </Badge>
          ) : null}
        </span>
      ),
      meta: { card: 'title' },
    }),
    // A list of one project (or customer) does not repeat it on every row.
    ...(filter.projectId === undefined
      ? [
          column.accessor('projectName', {
            header: t('documents:columns.project'),
            cell: ({ getValue }) => getValue() ?? '—',
          }),
        ]
      : []),
    ...(filter.customerId === undefined
      ? [
          column.accessor('customerName', {
            header: t('documents:columns.customer'),
            cell: ({ getValue }) => getValue() ?? '—',
          }),
        ]
      : []),
    column.accessor('fileType', {
      header: t('documents:columns.type'),
      cell: ({ row }) => `${fileTypeLabel(row.original.fileType)} · ${formatFileSize(row.original.size)}`,
      meta: { width: 'w-32', className: 'whitespace-nowrap' },
    }),
    column.accessor('createdAt', {
      header: t('documents:columns.uploaded'),
      cell: ({ row }) => (
        <span>
          {formatDateMedium(row.original.createdAt)}
          {row.original.uploadedByName ? (
            <span className="block text-slate-500 text-xs">
              {t('documents:uploadedBy', { name: row.original.uploadedByName })}
            </span>
          ) : null}
        </span>
      ),
      meta: { width: 'w-36' },
    }),
  ];
}

type DocumentsListProps = {
  companyId: number;
  /** Whose documents: the company's, or one project's and/or customer's (new uploads belong to them). */
  filter: DocumentFilter;
  /** Who new uploads belong to, when more than the filter says (a project's customer too). */
  owner?: DocumentFilter;
  /** The empty state's text for this list. */
  emptyText: string;
};

/** One list of documents with Upload, Preview, Download and Delete: /documents and the Documents tabs. */
export function DocumentsList({ companyId, filter, owner = filter, emptyText }: DocumentsListProps) {
  const list = usePagedList(documentsListState, (state) => documentsPageQuery(companyId, filter, state));
  const remove = useDeleteDocument(companyId);
  const share = useShareDocument(companyId);
  const { user } = useUser();
  const mayShare = can(user, 'managePortal');
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<DocumentItem | null>(null);
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const uploadMounted = useOpenedOnce(uploading);
  const previewMounted = useOpenedOnce(previewing !== null);
  const uploadButton = (
    <Button onClick={() => setUploading(true)}>
      <Upload aria-hidden="true" />
      {t('documents:upload.title')}
    </Button>
  );
  return (
    <>
      <div className="mb-4 flex justify-end">{uploadButton}</div>
      <Card>
        <DataTable
          label={t('documents:title')}
          tableFrom="lg"
          columns={columnsFor(filter, setPreviewing)}
          rows={list.rows}
          getRowId={(doc) => doc.id}
          query={list.query}
          errorTitle={t('documents:loadError')}
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title={t('documents:noResultsTitle')}>
              {t('documents:noResults')}
            </EmptyState>
          }
          toolbar={
            <ListSearch
              label={t('documents:search')}
              placeholder={t('documents:searchPlaceholder')}
              {...list.search}
            />
          }
          footer={<ListPager inCard noun={t('documents:noun')} {...list.pager} />}
          empty={
            <EmptyState icon={FileText} title={t('documents:emptyTitle')}>
              {emptyText}
            </EmptyState>
          }
          rowActions={(doc) => (
            <RowActionsMenu
              name={doc.name}
              actions={[
                {
                  label: t('documents:actions.preview'),
                  icon: Eye,
                  onSelect: () => setPreviewing(doc),
                  hidden: !canPreview(doc),
                },
                {
                  label: t('documents:actions.download'),
                  icon: Download,
                  // A server address answered as an attachment: the page stays where it is.
                  onSelect: () => window.location.assign(doc.fileUrl),
                },
                {
                  label: doc.sharedWithClient ? t('portal:staff.stopSharing') : t('portal:staff.share'),
                  icon: doc.sharedWithClient ? EyeOff : Share2,
                  onSelect: () => share.mutate({ id: doc.id, sharedWithClient: !doc.sharedWithClient }),
                  hidden: !mayShare,
                },
                {
                  label: t('common:delete'),
                  icon: Trash2,
                  destructive: true,
                  onSelect: () => setDeleting(doc),
                },
              ]}
            />
          )}
        />
      </Card>
      <Suspense fallback={null}>
        {uploadMounted ? (
          <UploadDocumentDialog
            companyId={companyId}
            owner={owner}
            open={uploading}
            onOpenChange={setUploading}
          />
        ) : null}
        {previewMounted ? (
          <PreviewDialog
            document={previewing}
            onOpenChange={(open) => (open ? undefined : setPreviewing(null))}
          />
        ) : null}
      </Suspense>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('documents:item')}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
