import '#domain/messages/load/company';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { logoTypes } from '#calls/companies';
import { type Company, UNSUPPORTED_LOGO } from '#domain/contracts/companies';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '#domain/uploads';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { FormMessage } from '#web/components/ui/form-field';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useRemoveLogo, useUploadLogo } from '../api';

const ACCEPT = logoTypes.join(',');

/**
 * The company's logo: its preview and, for company admins, upload (PNG or JPEG, at most 10 MB, with a progress
 * bar) and remove. Choosing a file uploads it at once: there is nothing else to fill in.
 */
export function LogoCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const upload = useUploadLogo(company.id);
  const remove = useRemoveLogo(company.id);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Said before sending the bytes for nothing; the server checks the type from the content again.
    if (!(logoTypes as readonly string[]).includes(file.type)) return setError(UNSUPPORTED_LOGO());
    if (file.size > MAX_UPLOAD_BYTES) return setError(FILE_TOO_LARGE());
    setError(undefined);
    upload.mutate(file, { onError: (err) => setError(errorMessage(err, t('company:logo.uploadFailed'))) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('company:logo.title')}</CardTitle>
        <CardDescription>
          {canEdit ? t('company:logo.descriptionEdit') : t('company:logo.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex h-28 w-full max-w-xs items-center justify-center rounded-md border border-slate-300 border-dashed bg-slate-50 p-3">
          {company.logoUrl ? (
            <img
              src={company.logoUrl}
              alt={t('company:logo.alt', { name: company.name })}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="flex items-center gap-2 text-slate-500 text-sm">
              <ImageIcon aria-hidden="true" />
              {t('company:logo.none')}
            </span>
          )}
        </div>
        {canEdit ? (
          <>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              // The button below opens it; keyboard users reach that button, not a second invisible stop.
              tabIndex={-1}
              aria-label={t('company:logo.file')}
              aria-describedby={error ? errorId : undefined}
              onChange={choose}
            />
            {upload.isPending ? (
              <ProgressBar value={upload.progress} label={t('company:logo.progress')} />
            ) : null}
            <FormMessage id={errorId}>{error}</FormMessage>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                loading={upload.isPending}
                loadingText={t('company:logo.uploading', { percent: Math.round(upload.progress) })}
                onClick={() => input.current?.click()}
              >
                <Upload aria-hidden="true" />
                {company.logoUrl ? t('company:logo.replace') : t('company:logo.upload')}
              </Button>
              {company.logoUrl ? (
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive hover:text-destructive"
                  disabled={upload.isPending}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('company:logo.remove')}
                </Button>
              ) : null}
            </div>
            <ConfirmDeleteDialog
              open={confirming}
              onOpenChange={setConfirming}
              item={t('company:logo.item')}
              description={t('company:logo.removeDescription')}
              confirmLabel={t('company:logo.removeConfirm')}
              pendingLabel={t('company:logo.removing')}
              pending={remove.isPending}
              onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
