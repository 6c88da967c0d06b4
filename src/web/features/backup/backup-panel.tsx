import { Download } from 'lucide-react';
import { backupCalls } from '#domain/contracts/backup';
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
  const what =
    companyId === undefined
      ? 'every company, user, project and record of this installation, with all uploaded files'
      : "all of your company's data: users, customers, projects, estimates, invoices, expenses, messages and settings, with all uploaded files";
  // A company backup goes to the company's administrator, so it carries nobody's password (docs/decisions/0193-a-company-backup-carries-no-key-to-anyones-account.md).
  const signIn =
    companyId === undefined
      ? 'Users sign in with their passwords as before.'
      : 'Passwords, two-factor sign-in, invitations and mail waiting to be sent are not included: the restore prints a one-time password for each member, to be changed at the first sign-in.';
  // Only a system administrator runs commands on the server: a company's office is told whom to give the file to.
  // The restore takes a full backup only when told (--full): a file's own header could be edited to say so.
  const command =
    companyId === undefined
      ? 'DATA_DIR=./restored npm run restore -- --full buildline-backup.jsonl.gz'
      : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backup</CardTitle>
        <CardDescription>
          Download a backup of {what}, taken at one moment. Sign-in sessions are not included.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button asChild>
            <a href={href} download>
              <Download aria-hidden="true" className="size-4" />
              Download backup
            </a>
          </Button>
        </div>
        <div className="grid gap-2 text-slate-600 text-sm">
          {command ? (
            <>
              <p>
                To restore it, run the restore command on the server with the file, into a new data directory
                or an empty PostgreSQL database (DATABASE_URL), then start the server on it. {signIn}
              </p>
              <pre className="whitespace-pre-wrap break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-slate-800 text-xs">
                <code>{command}</code>
              </pre>
            </>
          ) : (
            <p>
              Keep the file safe. To restore it, give it to whoever runs your BuildLine server: they restore
              it into a new installation with the restore command (README, Backup and restore). {signIn}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
