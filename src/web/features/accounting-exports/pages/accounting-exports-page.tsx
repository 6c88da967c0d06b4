import '#domain/messages/load/accounting-exports';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { exportKinds, importLayoutKinds } from '#calls/accounting-exports';
import type { AccountKind, ExportKind, ExportLayout } from '#domain/contracts/accounting-exports';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { can } from '#domain/permissions';
import AccessDeniedPage from '#web/app/pages/access-denied-page';
import { BackLink } from '#web/components/ui/back-link';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { StaleVersionNotice } from '#web/components/ui/stale-version-notice';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useUrlState } from '#web/lib/url-state';
import { useCompanyId, useUser } from '../../auth/api';
import { accountNamesQuery, exportUrl, useSaveAccountNames } from '../api';

/** A local calendar day as 'YYYY-MM-DD'. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The range the page opens on: the month so far. */
function thisMonth() {
  const today = new Date();
  return { from: dayOf(new Date(today.getFullYear(), today.getMonth(), 1)), to: dayOf(today) };
}

/** The range lives in the address, so a bookmarked or shared link opens the same months; empty: the month so far. */
const day = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');
const exportsPageState = v.object({ from: day, to: day });

const layoutsOf = (kind: ExportKind): ExportLayout[] =>
  importLayoutKinds.includes(kind) ? ['plain', 'quickbooks', 'xero'] : ['plain'];

/**
 * /finances/exports: the date range, a download per kind and layout, and the account names the QuickBooks and
 * Xero files use (decision 0273). Admins and managers only; the server refuses everyone else.
 */
export default function AccountingExportsPage() {
  const companyId = useCompanyId();
  const allowed = can(useUser().user, 'exportAccounting');
  const [state, setState] = useUrlState(exportsPageState, { history: 'replace', immediate: true });
  const start = thisMonth();
  const range = { from: state.from || start.from, to: state.to || start.to };
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to);
  const ordered = valid && range.from <= range.to;

  // Admins and managers (decision 0273); the server refuses the others anyway.
  if (!allowed) return <AccessDeniedPage />;
  return (
    <>
      <BackLink to="/finances">{t('accountingExports:backToFinances')}</BackLink>
      <PageHeader title={t('accountingExports:title')} description={t('accountingExports:description')} />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('accountingExports:range.title')}</CardTitle>
            <CardDescription>{t('accountingExports:range.hint')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid grid-cols-2 gap-3 sm:max-w-md">
              <div className="grid gap-1.5">
                <Label htmlFor="export-from">{t('accountingExports:range.from')}</Label>
                <Input
                  id="export-from"
                  type="date"
                  value={range.from}
                  onChange={(e) => setState({ from: e.target.value })}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="export-to">{t('accountingExports:range.to')}</Label>
                <Input
                  id="export-to"
                  type="date"
                  value={range.to}
                  onChange={(e) => setState({ to: e.target.value })}
                />
              </div>
            </div>
            {valid && !ordered ? (
              <p role="alert" className="text-red-600 text-sm">
                {t('accountingExports:validation.toBeforeFrom')}
              </p>
            ) : null}
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {exportKinds.map((kind) => (
                <li
                  key={kind}
                  className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="font-medium text-slate-900 text-sm">
                    {t(`accountingExports:kinds.${kind}`)}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    {layoutsOf(kind).map((layout) =>
                      ordered ? (
                        <a
                          key={layout}
                          href={exportUrl(companyId, kind, layout, range)}
                          download
                          className={buttonVariants({ variant: 'outline', size: 'sm' })}
                          aria-label={t('accountingExports:files.label', {
                            kind: t(`accountingExports:kinds.${kind}`),
                            layout: t(`accountingExports:files.${layout}`),
                          })}
                        >
                          <Download aria-hidden="true" />
                          {t(`accountingExports:files.${layout}`)}
                        </a>
                      ) : (
                        <Button key={layout} variant="outline" size="sm" disabled>
                          <Download aria-hidden="true" />
                          {t(`accountingExports:files.${layout}`)}
                        </Button>
                      ),
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <AccountNamesCard companyId={companyId} />
      </div>
    </>
  );
}

const groups: AccountKind[] = ['income', 'expense_category', 'trade'];

/** The account names form: one field per key, its default as the placeholder; Save sends the whole set. */
function AccountNamesCard({ companyId }: { companyId: number }) {
  const query = useQuery(accountNamesQuery(companyId));
  const [values, setValues] = useState<Record<string, string>>({});
  const [version, setVersion] = useState<string>();
  const [stale, setStale] = useState(false);
  const save = useSaveAccountNames(companyId, version);

  // The form takes the stored names once, and again only from its own save's answer.
  useEffect(() => {
    if (query.data && version === undefined) {
      setValues(Object.fromEntries(query.data.names.map((n) => [`${n.kind}:${n.key}`, n.accountName ?? ''])));
      setVersion(query.data.version);
    }
  }, [query.data, version]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.data) return;
    setStale(false);
    try {
      const saved = await save.mutateAsync({
        names: query.data.names.map((n) => ({
          kind: n.kind,
          key: n.key,
          accountName: values[`${n.kind}:${n.key}`] ?? '',
        })),
      });
      setVersion(saved.version);
      toast({ title: t('accountingExports:names.saved') });
    } catch (error) {
      if (errorMessage(error, '') === STALE_VERSION_MESSAGE()) setStale(true);
      else
        toast({
          title: t('common:error'),
          description: errorMessage(error, t('common:somethingWentWrong')),
          variant: 'destructive',
        });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('accountingExports:names.title')}</CardTitle>
        <CardDescription>{t('accountingExports:names.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={query}
          errorTitle={t('accountingExports:names.loadError')}
          loading={<Skeleton className="h-48" />}
        >
          {(data) => (
            <form onSubmit={submit} className="grid gap-6">
              {groups.map((group) => (
                <fieldset key={group} className="grid gap-3">
                  <legend className="mb-2 font-semibold text-slate-500 text-xs uppercase tracking-wide">
                    {t(`accountingExports:names.groups.${group}`)}
                  </legend>
                  <div className="grid gap-3 md:grid-cols-2">
                    {data.names
                      .filter((n) => n.kind === group)
                      .map((n) => {
                        const id = `account-${n.kind}-${n.key}`;
                        return (
                          <div key={id} className="grid gap-1.5">
                            <Label htmlFor={id}>{n.label}</Label>
                            <Input
                              id={id}
                              maxLength={100}
                              placeholder={n.defaultName}
                              value={values[`${n.kind}:${n.key}`] ?? ''}
                              onChange={(e) =>
                                setValues((v) => ({ ...v, [`${n.kind}:${n.key}`]: e.target.value }))
                              }
                            />
                          </div>
                        );
                      })}
                  </div>
                </fieldset>
              ))}
              {stale ? <StaleVersionNotice reloadPage /> : null}
              <div>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? t('accountingExports:names.saving') : t('accountingExports:names.save')}
                </Button>
              </div>
            </form>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
