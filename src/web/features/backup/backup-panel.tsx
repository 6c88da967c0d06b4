import '#domain/messages/load/admin';
import { Download } from 'lucide-react';
import { backupCalls } from '#calls/backup';
import { t } from '#web/lib/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { callUrl } from '../../lib/calls';

/**
 * The backup download: a plain link to the route, so the browser streams the file to disk however large it is.
 * Without `companyId` it is the full backup of a system administrator (Settings > Backup); with it, one company's
 * data for its administrator (Company Profile).
 */
export function BackupPanel({ companyId }: { companyId?: number }) {
  const href =
    companyId === undefined
      ? callUrl(backupCalls.all, {})
      : callUrl(backupCalls.company, { params: { companyId } });
  const what = companyId === undefined ? t('admin:backup.whatAll') : t('admin:backup.whatCompany');
  // A company backup goes to the company's administrator, so it carries nobody's password (docs/decisions/0193-a-company-backup-carries-no-key-to-anyones-account.md).
  const signIn = companyId === undefined ? t('admin:backup.signInAll') : t('admin:backup.signInCompany');
  // Only a system administrator runs commands on the server: a company's office is told whom to give the file to.
  // The restore takes a full backup only when told (--full): a file's own header could be edited to say so.
  const command =
    companyId === undefined
      ? // visible-texts: a shell command
        'DATA_DIR=./restored npm run restore -- --full buildline-backup.jsonl.gz'
      : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin:backup.title')}</CardTitle>
        <CardDescription>{t('admin:backup.description', { what })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button asChild>
            <a href={href} download>
              <Download aria-hidden="true" className="size-4" />
              {t('admin:backup.download')}
            </a>
          </Button>
        </div>
        <div className="grid gap-2 text-slate-600 text-sm">
          {command ? (
            <>
              <p>{t('admin:backup.restoreCommand', { signIn })}</p>
              <pre className="whitespace-pre-wrap break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-slate-800 text-xs">
                <code>{command}</code>
              </pre>
            </>
          ) : (
            <p>{t('admin:backup.restoreOffice', { signIn })}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
