import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { formatWholeDollars } from '#domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { customerSummaryQuery } from '../api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-slate-100 border-b py-2.5 last:border-b-0">
      <dt className="text-slate-500 text-sm">{label}</dt>
      <dd className="font-semibold text-lg text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Project count, invoice count and total billed (whole dollars), counted by the server. */
export function SummaryCard({ customerId }: { customerId: number }) {
  const summary = useQuery(customerSummaryQuery(customerId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customers:summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
          </div>
        ) : summary.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(summary.error, t('common:unexpectedError'))}
          </p>
        ) : (
          <dl>
            <Figure label={t('customers:summary.projects')} value={String(summary.data.projectCount)} />
            <Figure label={t('customers:summary.invoices')} value={String(summary.data.invoiceCount)} />
            <Figure
              label={t('customers:summary.totalBilled')}
              value={formatWholeDollars(summary.data.totalBilled)}
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
