import '#domain/messages/load/documents';
import { Download } from 'lucide-react';
import type { DocumentItem } from '#domain/contracts/documents';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { t } from '#web/lib/i18n';

type PreviewDialogProps = { document: DocumentItem | null; onOpenChange: (open: boolean) => void };

/** An image or PDF shown in a large dialog, with Download. */
export function PreviewDialog({ document: doc, onOpenChange }: PreviewDialogProps) {
  const inline = doc ? `${doc.fileUrl}?inline=1` : '';
  return (
    <Dialog open={doc !== null} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-4xl">
        <DialogHeader>
          <DialogTitle className="pr-8 wrap-anywhere">{doc?.name}</DialogTitle>
          <DialogDescription>
            {doc?.projectName ?? doc?.customerName ?? t('documents:companyDocument')}
          </DialogDescription>
        </DialogHeader>
        {doc?.fileType === 'application/pdf' ? (
          <iframe title={doc.name} src={inline} className="h-[70vh] w-full rounded border border-slate-200" />
        ) : doc ? (
          <img src={inline} alt={doc.name} className="max-h-[70vh] w-full rounded object-contain" />
        ) : null}
        <div className="flex justify-end">
          <Button asChild variant="outline">
            <a href={doc?.fileUrl} download>
              <Download aria-hidden="true" />
              {t('documents:actions.download')}
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
