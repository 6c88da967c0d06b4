import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, get, type UseFormRegister, useFieldArray, useFormState } from 'react-hook-form';
import { budgetCalls } from '#calls/budget';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { callQuery } from '#web/lib/calls';
import { t } from '#web/lib/i18n';
import { type ChangeOrderFormValues, emptyLine } from '../change-order-form';

type Values = ChangeOrderFormValues;

/**
 * A draft's lines as rows of inputs: item, quantity (negative for a credit), unit, unit cost, unit price and the
 * budget group it joins on approval. A price left empty is the cost (markup 0), as in the budget.
 */
export function LinesEditor({
  projectId,
  control,
  register,
}: {
  projectId: number;
  control: Control<Values>;
  register: UseFormRegister<Values>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ control });
  const groups = useQuery({
    ...callQuery(budgetCalls.items, { params: { projectId } }),
    select: (items) => items.filter((i) => i.isGroup),
  });
  const errorOf = (index: number, field: string) =>
    (get(errors, `lines.${index}.${field}`) as { message?: string } | undefined)?.message;
  const cell = 'grid gap-1';
  const label = 'text-slate-500 text-xs md:sr-only';
  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <p className="text-slate-500 text-sm">{t('changeOrders:screen.lines.empty')}</p>
      ) : null}
      <div className="hidden grid-cols-[2fr_5rem_5rem_7rem_7rem_10rem_2.5rem] gap-2 px-1 font-medium text-slate-600 text-xs md:grid">
        <span>{t('changeOrders:screen.lines.name')}</span>
        <span>{t('changeOrders:screen.lines.quantity')}</span>
        <span>{t('changeOrders:screen.lines.unit')}</span>
        <span>{t('changeOrders:screen.lines.unitCost')}</span>
        <span>{t('changeOrders:screen.lines.unitPrice')}</span>
        <span>{t('changeOrders:screen.lines.group')}</span>
      </div>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 md:grid-cols-[2fr_5rem_5rem_7rem_7rem_10rem_2.5rem] md:border-0 md:p-0"
        >
          {(
            [
              ['name', 'col-span-2 md:col-span-1', 'text'],
              ['quantity', '', 'decimal'],
              ['unit', '', 'text'],
              ['unitCost', '', 'decimal'],
              ['unitPrice', '', 'decimal'],
            ] as const
          ).map(([name, span, mode]) => {
            const message = errorOf(index, name);
            const id = `line-${index}-${name}`;
            return (
              <div key={name} className={`${cell} ${span}`}>
                <label htmlFor={id} className={label}>
                  {t(`changeOrders:screen.lines.${name}`)}
                </label>
                <Input
                  id={id}
                  aria-label={`${t(`changeOrders:screen.lines.${name}`)} ${index + 1}`}
                  inputMode={mode === 'decimal' ? 'decimal' : undefined}
                  aria-invalid={message ? true : undefined}
                  autoComplete="off"
                  {...register(`lines.${index}.${name}`)}
                />
                {message ? <p className="text-destructive text-xs">{message}</p> : null}
              </div>
            );
          })}
          <div className={`${cell} col-span-2 md:col-span-1`}>
            <label htmlFor={`line-${index}-group`} className={label}>
              {t('changeOrders:screen.lines.group')}
            </label>
            <Select
              id={`line-${index}-group`}
              aria-label={`${t('changeOrders:screen.lines.group')} ${index + 1}`}
              {...register(`lines.${index}.budgetParentId`)}
            >
              <option value="">{t('changeOrders:screen.lines.ownGroup')}</option>
              {groups.data?.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="col-span-2 flex justify-end md:col-span-1">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('changeOrders:screen.lines.remove', { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" onClick={() => append({ ...emptyLine })}>
          <Plus aria-hidden="true" />
          {t('changeOrders:screen.lines.add')}
        </Button>
        <p className="mt-1 text-slate-500 text-xs">{t('changeOrders:screen.lines.creditHint')}</p>
      </div>
    </div>
  );
}
