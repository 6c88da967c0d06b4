import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { Download, FolderOpen, Upload } from 'lucide-react';
import { useRef } from 'react';
import { formatDateMedium } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { portalDocumentsQuery, usePortalUpload } from '../api';

/** Documents: those staff shared with the client, and the client's own uploads. */
export function DocumentsTab({ projectId, readOnly }: { projectId: number; readOnly: boolean }) {
  const list = useQuery(portalDocumentsQuery(projectId));
  const upload = usePortalUpload(projectId);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-3">
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            {t('portal:documents.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            className="hidden"
            aria-label={t('portal:documents.upload')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </div>
      )}
      <QueryView
        query={list}
        loading={<Skeleton className="h-32" />}
        errorTitle={t('common:couldNotLoad', { what: t('portal:tabs.documents') })}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState icon={FolderOpen}>{t('portal:documents.empty')}</EmptyState>}
      >
        {(rows) => (
          <ul className="grid gap-2">
            {rows.map((doc) => (
              <li
                key={doc.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
              >
                <span className="min-w-0 flex-1 font-medium text-slate-900 break-words">{doc.name}</span>
                {doc.fromClient ? <Badge variant="secondary">{t('portal:documents.fromYou')}</Badge> : null}
                <span className="text-slate-600 text-sm">{formatDateMedium(doc.createdAt)}</span>
                <a
                  href={doc.fileUrl}
                  download
                  className="inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('portal:documents.download')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
