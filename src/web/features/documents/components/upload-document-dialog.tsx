import '#domain/messages/load/documents';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { FileInput, uploadSizeError } from '#web/components/ui/file-input';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { ApiError } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { type DocumentFilter, useUploadDocument } from '../api';

type UploadDocumentDialogProps = {
  companyId: number;
  /** The project and/or customer the document belongs to (the list it is uploaded from). */
  owner: DocumentFilter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Choose a file (an image or a PDF of at most 10 MB) and an optional name; a bar shows the upload's progress. */
export function UploadDocumentDialog({ companyId, owner, open, onOpenChange }: UploadDocumentDialogProps) {
  const upload = useUploadDocument(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (upload.isPending) return;
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setName('');
      setError(undefined);
      upload.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('documents:upload.chooseFile'));
    const tooLarge = uploadSizeError(file);
    if (tooLarge) return setError(tooLarge);
    setError(undefined);
    upload.mutate(
      { file, name, ...owner },
      {
        onSuccess: () => close(false),
        onError: (err) =>
          setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : undefined),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('documents:upload.title')}</DialogTitle>
            <DialogDescription>{t('documents:upload.description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('documents:upload.file')} error={error}>
            <FileInput
              onChoose={(chosen) => {
                setFile(chosen);
                setError(undefined);
              }}
            />
          </FormField>
          <FormField label={t('documents:upload.name')} hint={t('documents:upload.nameHint')}>
            <Input value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
          </FormField>
          {upload.isPending ? (
            <ProgressBar value={upload.progress} label={t('documents:upload.progress')} />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => close(false)}>
              {t('common:cancel')}
            </Button>
            <Button
              type="submit"
              loading={upload.isPending}
              loadingText={t('documents:upload.uploading', { percent: Math.round(upload.progress) })}
            >
              <Upload aria-hidden="true" />
              {t('documents:upload.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
