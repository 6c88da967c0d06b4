import '#domain/messages/load/account';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ActingCompany } from '#domain/contracts/account-security';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { useLeaveCompany } from '../api';

/**
 * Shown on every page while a system administrator works in a company they opened (a visible
 * banner; docs/product.md#administration). 'Back to administration' returns to the company's page in the
 * administration area and leaves it.
 */
export function ActingCompanyBanner({ company }: { company: ActingCompany }) {
  const leave = useLeaveCompany();
  const navigate = useNavigate();
  return (
    <section
      aria-label={t('account:actingCompany.label')}
      className="sticky top-14 z-20 md:top-0 flex flex-wrap items-center gap-x-4 gap-y-2 border-amber-300 border-b bg-amber-50 px-4 py-2.5 text-amber-950 text-sm md:px-8 print:hidden"
    >
      <p className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-1">
        <ShieldAlert className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {t('account:actingCompany.workingInBefore')}
          <strong className="font-semibold">{company.name}</strong>
          {t('account:actingCompany.workingInAfter')}
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="border-amber-400 bg-white hover:bg-amber-100"
        loading={leave.isPending}
        loadingText={t('account:actingCompany.leaving')}
        onClick={async () => {
          // To the administration area first, and only then leave: a company page would send an administrator
          // who has no company of their own away to the companies list the moment the session leaves, and the
          // next page's code may still be loading when the server answers. flushSync: the new page is on screen
          // when the promise resolves (a transition could still show the company page as the session leaves).
          await navigate(href('/admin/companies/:id', { id: company.id }), { flushSync: true });
          leave.mutate();
        }}
      >
        <ArrowLeft aria-hidden="true" />
        {t('account:actingCompany.back')}
      </Button>
    </section>
  );
}
