import '#domain/messages/load/portal';
import { Eye, LogOut } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import type { PortalMe } from '#domain/contracts/portal';
import { Button } from '#web/components/ui/button';
import { CompanyLetterhead } from '#web/components/ui/company-letterhead';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { usePortalSignOut } from '../api';

/**
 * Every portal screen: the company's letterhead, who is signed in with Sign out, and a banner while staff view it
 * as the client. Laid out for a phone first; the content column widens on larger screens.
 */
export function PortalFrame({ me, title, children }: { me: PortalMe; title: string; children: ReactNode }) {
  const signOut = usePortalSignOut();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · ${me.company.name}`;
  }, [title, me.company.name]);
  return (
    <div className="min-h-screen bg-slate-50">
      {me.preview ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-100 px-3 py-2 text-amber-900 text-sm"
        >
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          {t('portal:signIn.previewBanner', { name: me.customer.name })}
        </p>
      ) : null}
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-3 px-3 py-3 sm:px-6">
          <div className="flex min-w-0 flex-1 basis-full items-center gap-3 sm:basis-auto">
            <CompanyLetterhead company={me.company} size="compact" />
          </div>
          <div className="flex items-center gap-2 text-sm">
            <span className="text-slate-600 wrap-anywhere">{me.customer.name}</span>
            <Button
              variant="outline"
              size="sm"
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate('/portal') })}
            >
              <LogOut aria-hidden="true" />
              {t('portal:signIn.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-3 py-4 sm:px-6 sm:py-6">
        {children}
      </main>
    </div>
  );
}
