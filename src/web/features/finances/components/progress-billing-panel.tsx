import '#domain/messages/load/progress-billing';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2, HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { BillingMethod, ProjectBilling, ScheduleOfValues } from '#domain/contracts/progress-billing';
import { formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Select } from '#web/components/ui/select';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { scheduleOfValuesQuery, useReleaseRetainage, useUpdateProjectBilling } from '../progress-api';

// The form and its contract load when it opens (decision 0271).
const PayApplicationDialog = lazy(() =>
  import('./pay-application-dialog').then((m) => ({ default: m.PayApplicationDialog })),
);

const methodOptions = (['milestones', 'progress'] as const).map((value) => ({
  value,
  label: t(`progressBilling:methods.${value}`),
}));

/** The project's billing method and retainage percentage; admins and managers change them. */
export function BillingMethodCard({
  projectId,
  billing,
  manages,
}: {
  projectId: number;
  billing: ProjectBilling;
  manages: boolean;
}) {
  const update = useUpdateProjectBilling(projectId);
  const [method, setMethod] = useState<BillingMethod>(billing.method);
  const [retainage, setRetainage] = useState(String(Number(billing.retainagePercent)));
  const changed = method !== billing.method || Number(retainage) !== Number(billing.retainagePercent);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('progressBilling:title')}</CardTitle>
        <CardDescription>{t('progressBilling:intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ body: { method, retainagePercent: retainage }, version: billing.version });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="billing-method">{t('progressBilling:method')}</Label>
            <Select
              id="billing-method"
              className="w-40"
              options={methodOptions}
              value={method}
              disabled={!manages}
              onChange={(event) => setMethod(event.target.value as BillingMethod)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="billing-retainage">{t('progressBilling:retainagePercent')}</Label>
            <Input
              id="billing-retainage"
              className="w-28"
              inputMode="decimal"
              value={retainage}
              disabled={!manages}
              onChange={(event) => setRetainage(event.target.value)}
            />
          </div>
          {manages ? (
            <Button type="submit" size="sm" disabled={!changed || update.isPending}>
              {update.isPending ? t('progressBilling:saving') : t('progressBilling:save')}
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

const columns = [
  'item',
  'description',
  'scheduledValue',
  'billedToDate',
  'percent',
  'balance',
  'retainageHeld',
] as const;

/** The schedule of values with what was billed, New pay application and Release retainage. */
export function ScheduleOfValuesCard({
  companyId,
  projectId,
  manages,
}: {
  companyId: number;
  projectId: number;
  manages: boolean;
}) {
  const sov = useQuery(scheduleOfValuesQuery(projectId));
  const release = useReleaseRetainage(companyId, projectId);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (sov.isPending) return <Skeleton className="h-56" />;
  if (sov.isError) {
    return (
      <ErrorState
        title={t('progressBilling:sov.loadError')}
        message={errorMessage(sov.error, t('common:unexpectedError'))}
        onRetry={() => void sov.refetch()}
      />
    );
  }
  const data = sov.data;
  const held = Number(data.totals.retainageHeld) > 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t('progressBilling:sov.title')}</CardTitle>
          <CardDescription>
            {t('progressBilling:sov.contract')}: {formatMoney(data.contractToDate)}
          </CardDescription>
        </div>
        {manages && data.lines.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {held ? (
              confirming ? (
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span>
                    {t('progressBilling:releaseConfirm', { amount: formatMoney(data.totals.retainageHeld) })}
                  </span>
                  <Button
                    size="sm"
                    disabled={release.isPending}
                    onClick={() =>
                      release.mutate(undefined, {
                        onSettled: () => setConfirming(false),
                      })
                    }
                  >
                    {release.isPending ? t('progressBilling:releasing') : t('progressBilling:release')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                    {t('common:cancel')}
                  </Button>
                </div>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                  <HandCoins aria-hidden="true" />
                  {t('progressBilling:release')}
                </Button>
              )
            ) : null}
            <Button size="sm" onClick={() => setCreating(true)}>
              <FilePlus2 aria-hidden="true" />
              {t('progressBilling:newApplication')}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {data.lines.length === 0 ? (
          <EmptyState title={t('progressBilling:sov.empty')}>{t('progressBilling:sov.emptyText')}</EmptyState>
        ) : (
          <SovTable data={data} />
        )}
      </CardContent>
      {creating ? (
        <Suspense fallback={null}>
          <PayApplicationDialog
            companyId={companyId}
            projectId={projectId}
            schedule={data}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

/** A table that scrolls sideways on a phone; money right-aligned with tabular figures. */
function SovTable({ data }: { data: ScheduleOfValues }) {
  const cell = (key: (typeof columns)[number], value: string | number | null) => {
    if (key === 'description' || key === 'item') return value;
    if (key === 'percent') return value === null ? '' : t('progressBilling:percentValue', { value });
    return formatMoney(String(value));
  };
  return (
    <div className="overflow-x-auto" data-testid="sov-table">
      <table className="w-full min-w-[720px] text-sm">
        <thead>
          <tr className="border-slate-200 border-b text-left text-slate-600">
            {columns.map((key) => (
              <th
                key={key}
                scope="col"
                className={`px-2 py-2 font-medium ${key === 'description' || key === 'item' ? '' : 'text-right'}`}
              >
                {t(`progressBilling:sov.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.id} className="border-slate-100 border-b">
              {columns.map((key) => (
                <td
                  key={key}
                  className={`px-2 py-2 ${key === 'description' || key === 'item' ? '' : 'text-right tabular-nums'}`}
                >
                  {cell(key, line[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className="px-2 py-2" />
            <td className="px-2 py-2">{t('progressBilling:sov.total')}</td>
            {(['scheduledValue', 'billedToDate', 'percent', 'balance', 'retainageHeld'] as const).map(
              (key) => (
                <td key={key} className="px-2 py-2 text-right tabular-nums">
                  {cell(key, data.totals[key])}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
