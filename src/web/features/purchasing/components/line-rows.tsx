import '#domain/messages/load/purchasing';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type FieldValues, get, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { budgetLineChoicesQuery } from '../api';

/** A text input of a line: its field name in the contract, which is also its label's key. */
export type LineInput = {
  name: 'description' | 'quantity' | 'unitCost' | 'amount';
  decimal?: boolean;
};

/**
 * The lines of an order or a bill as rows of inputs, each with the budget line it is on (the project's products,
 * not its groups). Messages from the form's check and the server's show under their input.
 */
export function LineRows({
  projectId,
  inputs,
  emptyLine,
}: {
  projectId: number;
  inputs: readonly LineInput[];
  emptyLine: Record<string, string>;
}) {
  const uid = useId();
  const { control, register, formState } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const choices = useQuery({
    ...budgetLineChoicesQuery(projectId),
    select: (items) => items.filter((i) => !i.isGroup),
  });
  const errorOf = (index: number, field: string) =>
    (get(formState.errors, `lines.${index}.${field}`) as { message?: string } | undefined)?.message;
  const listError = (get(formState.errors, 'lines') as { message?: string } | undefined)?.message;
  const message = (text: string | undefined) =>
    text ? <p className="text-destructive text-xs">{text}</p> : null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-sm">{t('purchasing:ui.lines')}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          {inputs.map((input) => (
            // The label is shown too: once typed in, a placeholder no longer says which number is which.
            <div key={input.name} className="grid gap-1">
              <label htmlFor={`${uid}-${index}-${input.name}`} className="text-slate-600 text-xs">
                {t(`purchasing:ui.${input.name}`)}
              </label>
              <Input
                id={`${uid}-${index}-${input.name}`}
                aria-label={`${t(`purchasing:ui.${input.name}`)} ${index + 1}`}
                placeholder={t(`purchasing:ui.${input.name}`)}
                inputMode={input.decimal ? 'decimal' : undefined}
                autoComplete="off"
                aria-invalid={errorOf(index, input.name) ? true : undefined}
                {...register(`lines.${index}.${input.name}`)}
              />
              {message(errorOf(index, input.name))}
            </div>
          ))}
          <div className="grid gap-1">
            <label htmlFor={`${uid}-${index}-budgetItemId`} className="text-slate-600 text-xs">
              {t('purchasing:ui.budgetLine')}
            </label>
            <Select
              id={`${uid}-${index}-budgetItemId`}
              aria-label={`${t('purchasing:ui.budgetLine')} ${index + 1}`}
              aria-invalid={errorOf(index, 'budgetItemId') ? true : undefined}
              {...register(`lines.${index}.budgetItemId`)}
            >
              <option value="">{t('purchasing:ui.chooseBudgetLine')}</option>
              {choices.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </Select>
            {message(errorOf(index, 'budgetItemId'))}
          </div>
          <div className="flex justify-end sm:col-span-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
              {t('purchasing:ui.removeLine')}
            </Button>
          </div>
        </div>
      ))}
      {message(listError)}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ ...emptyLine })}>
          <Plus aria-hidden="true" />
          {t('purchasing:ui.addLine')}
        </Button>
      </div>
    </fieldset>
  );
}
