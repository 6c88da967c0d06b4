import '#domain/messages/load/progress-billing';
import { z } from 'zod';
import type { CreateProgressInvoiceBody, ScheduleOfValues } from '#domain/contracts/progress-billing';
import { formatMoney, toDateOnly } from '#domain/format';
import { divRound, fromUnits, toUnits } from '#domain/pricing';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { useCreatePayApplication } from '../progress-api';

type Mode = 'percent' | 'amount';
type LineValues = { lineId: number; percentComplete: string; amount: string; materialsStored: string };
type Values = { periodEnd: string; retainagePercent: string; mode: Mode; lines: LineValues[] };
type Schedule = ScheduleOfValues;

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const units = (text: string) => (DECIMAL.test(text.trim()) ? toUnits(text.trim()) : null);

/** What one line bills with the values typed: this period, stored change, cumulative, in cents. */
function lineFigures(line: Schedule['lines'][number], values: LineValues, mode: Mode, rate: bigint) {
  const scheduled = toUnits(line.scheduledValue);
  const work = toUnits(line.workCompleted);
  const stored = toUnits(line.materialsStored);
  const typed = units(mode === 'percent' ? values.percentComplete : values.amount);
  const thisPeriod =
    typed === null ? 0n : mode === 'percent' ? divRound(scheduled * typed, 10000n) - work : typed;
  const storedNow = values.materialsStored.trim() === '' ? stored : (units(values.materialsStored) ?? stored);
  const billed = thisPeriod + storedNow - stored;
  return {
    scheduled,
    thisPeriod,
    billed,
    total: work + thisPeriod + storedNow,
    retainage: divRound(billed * rate, 10000n),
    below: thisPeriod < 0n,
  };
}

function schemaFor(schedule: Schedule) {
  return z
    .object({
      periodEnd: z.string().min(1, t('validation:invalidDate')),
      retainagePercent: z.string(),
      mode: z.enum(['percent', 'amount']),
      lines: z.array(
        z.object({
          lineId: z.number(),
          percentComplete: z.string(),
          amount: z.string(),
          materialsStored: z.string(),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      const rate = units(values.retainagePercent) ?? 0n;
      values.lines.forEach((input, i) => {
        const line = schedule.lines[i]!;
        const f = lineFigures(line, input, values.mode, rate);
        const field = values.mode === 'percent' ? 'percentComplete' : 'amount';
        const named = { item: line.item, description: line.description };
        if (f.total > f.scheduled) {
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, field],
            message: t('progressBilling:messages.overBilled', {
              ...named,
              billed: fromUnits(f.total),
              scheduled: fromUnits(f.scheduled),
            }),
          });
        } else if (f.below) {
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, field],
            message: t('progressBilling:messages.belowBilled', { ...named, billed: line.workCompleted }),
          });
        }
      });
    })
    .transform(
      (values): CreateProgressInvoiceBody => ({
        periodEnd: values.periodEnd,
        retainagePercent: values.retainagePercent,
        lines: values.lines.flatMap((line, i) => {
          const current = schedule.lines[i]!;
          const typed = values.mode === 'percent' ? line.percentComplete.trim() : line.amount.trim();
          const stored = line.materialsStored.trim();
          const storedChanged = stored !== '' && units(stored) !== toUnits(current.materialsStored);
          if (typed === '' && !storedChanged) return [];
          return [
            {
              lineId: line.lineId,
              ...(typed === ''
                ? {}
                : values.mode === 'percent'
                  ? { percentComplete: typed }
                  : { amount: typed }),
              ...(storedChanged ? { materialsStored: stored } : {}),
            },
          ];
        }),
      }),
    );
}

/**
 * A new pay application (decision 0271): the period's end, the retainage percentage, and per schedule line its
 * cumulative percent complete or this period's amount and the materials stored, with the totals as typed. A line
 * billed above 100 % shows the error under it, here and from the server.
 */
export function PayApplicationDialog({
  companyId,
  projectId,
  schedule,
  onClose,
}: {
  companyId: number;
  projectId: number;
  schedule: Schedule;
  onClose: () => void;
}) {
  const create = useCreatePayApplication(companyId, projectId);
  const defaults: Values = {
    periodEnd: toDateOnly(new Date()),
    retainagePercent: String(Number(schedule.retainagePercent)),
    mode: 'percent',
    lines: schedule.lines.map((line) => ({
      lineId: line.id,
      percentComplete: '',
      amount: '',
      materialsStored: line.materialsStored === '0.00' ? '' : line.materialsStored,
    })),
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="md:max-w-[760px]"
      title={t('progressBilling:form.title')}
      description={t('progressBilling:form.description')}
      schema={schemaFor(schedule)}
      defaultValues={defaults}
      submitLabel={t('progressBilling:form.create')}
      pendingLabel={t('progressBilling:form.creating')}
      onSubmit={(body) => create.mutateAsync(body)}
    >
      {(form) => <PayApplicationFields form={form} schedule={schedule} />}
    </FormDialog>
  );
}

function PayApplicationFields({
  form,
  schedule,
}: {
  form: FormOf<Values, CreateProgressInvoiceBody>;
  schedule: Schedule;
}) {
  const values = form.watch();
  const rate = units(values.retainagePercent ?? '') ?? 0n;
  const figures = schedule.lines.map((line, i) =>
    lineFigures(line, values.lines?.[i] ?? defaultsOf(line), values.mode ?? 'percent', rate),
  );
  const thisPeriod = figures.reduce((s, f) => s + f.billed, 0n);
  const retainage = figures.reduce((s, f) => s + f.retainage, 0n);
  const mode = values.mode ?? 'percent';
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormDialogField name="periodEnd" label={t('progressBilling:form.periodEnd')}>
          <Input type="date" />
        </FormDialogField>
        <FormDialogField name="retainagePercent" label={t('progressBilling:form.retainagePercent')}>
          <Input inputMode="decimal" />
        </FormDialogField>
        <FormDialogField name="mode" label={t('progressBilling:form.mode')}>
          <Select
            options={[
              { value: 'percent', label: t('progressBilling:form.byPercent') },
              { value: 'amount', label: t('progressBilling:form.byAmount') },
            ]}
          />
        </FormDialogField>
      </div>
      <ul className="grid max-h-[50vh] gap-3 overflow-y-auto" aria-label={t('progressBilling:sov.title')}>
        {schedule.lines.map((line, i) => (
          <li key={line.id} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-900">
                {t('progressBilling:messages.line', { item: line.item, description: line.description })}
              </span>
              <span className="text-slate-500 tabular-nums">
                {t('progressBilling:form.previous')}: {formatMoney(line.billedToDate)} /{' '}
                {formatMoney(line.scheduledValue)}
              </span>
            </div>
            <div className="grid gap-2 sm:grid-cols-3">
              {mode === 'percent' ? (
                <FormDialogField
                  key="percent"
                  name={`lines.${i}.percentComplete`}
                  label={t('progressBilling:form.percentComplete')}
                >
                  <Input inputMode="decimal" />
                </FormDialogField>
              ) : (
                <FormDialogField
                  key="amount"
                  name={`lines.${i}.amount`}
                  label={t('progressBilling:form.amount')}
                >
                  <Input inputMode="decimal" />
                </FormDialogField>
              )}
              <FormDialogField
                name={`lines.${i}.materialsStored`}
                label={t('progressBilling:form.materialsStored')}
              >
                <Input inputMode="decimal" />
              </FormDialogField>
              <p className="self-end pb-2 text-right text-sm tabular-nums">
                {t('progressBilling:form.thisPeriod')}: {formatMoney(fromUnits(figures[i]!.billed))}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl
        className="ml-auto grid grid-cols-[auto_auto] gap-x-4 text-right text-sm tabular-nums"
        aria-live="polite"
      >
        <dt className="text-slate-500">{t('progressBilling:form.thisPeriod')}</dt>
        <dd data-testid="pay-app-this-period">{formatMoney(fromUnits(thisPeriod))}</dd>
        <dt className="text-slate-500">{t('progressBilling:form.retainage')}</dt>
        <dd>{formatMoney(fromUnits(-retainage))}</dd>
        <dt className="font-semibold">{t('progressBilling:form.amountDue')}</dt>
        <dd className="font-semibold" data-testid="pay-app-amount-due">
          {formatMoney(fromUnits(thisPeriod - retainage))}
        </dd>
      </dl>
    </div>
  );
}

const defaultsOf = (line: Schedule['lines'][number]): LineValues => ({
  lineId: line.id,
  percentComplete: '',
  amount: '',
  materialsStored: line.materialsStored,
});
