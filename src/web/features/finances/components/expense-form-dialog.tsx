import '#domain/messages/load/expenses';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { budgetUsage } from '#domain/budget-usage';
import {
  type CreateExpenseBody,
  createExpenseBody,
  type Expense,
  expenseFormFields,
} from '#domain/contracts/expenses';
import { emptyFormValues, formValuesOf } from '#domain/contracts/form-values';
import { expenseCategories, expenseCategoryLabels } from '#domain/enums';
import { formatMoney, toDateOnly } from '#domain/format';
import { FileInput, uploadFileError } from '#web/components/ui/file-input';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { budgetToneClasses } from '../../budget/budget-tone';
import { ProjectSelect } from '../../projects/components/project-select';
import { budgetItemOptionsQuery } from '../../tasks/api';
import { VendorSelector } from '../../vendors/components/vendor-selector';
import { budgetItemExpensesQuery, useSaveExpense } from '../api';

const categoryOptions = expenseCategories.map((value) => ({ value, label: expenseCategoryLabels[value] }));

type ExpenseFormDialogProps = {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The expense to edit; absent to record a new one. */
  expense?: Expense | null;
  /** Inside a project: the expense is that project's, and no project selector is shown. */
  projectId?: number;
};

/**
 * Record New Expense and Edit Expense (docs/product.md#expenses): amount, category, date, description, a project and
 * one of its product budget lines, a vendor through the vendor selector (with Add new vendor), and a receipt photo or
 * PDF uploaded with its progress once the expense is saved.
 */
export function ExpenseFormDialog({
  companyId,
  open,
  onOpenChange,
  expense,
  projectId,
}: ExpenseFormDialogProps) {
  // Recorded here, but its receipt was refused: the dialog goes on as that expense's edit, so saving again
  // changes it instead of recording it twice.
  const [savedWithoutReceipt, setSavedWithoutReceipt] = useState<Expense | null>(null);
  const editing = expense ?? savedWithoutReceipt;
  const save = useSaveExpense(companyId, editing?.id ?? null, editing?.version);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const changeOpen = (next: boolean) => {
    if (save.isPending) return;
    if (!next) {
      setReceipt(null);
      setReceiptError(undefined);
      setSavedWithoutReceipt(null);
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      className="md:max-w-[600px]"
      title={editing ? t('expenses:dialog.editTitle') : t('expenses:dialog.addTitle')}
      description={
        savedWithoutReceipt
          ? t('expenses:dialog.savedWithoutReceipt')
          : editing
            ? undefined
            : t('expenses:dialog.addDescription')
      }
      schema={createExpenseBody}
      defaultValues={expenseFormValues(editing, projectId)}
      submitLabel={editing ? t('common:saveChanges') : t('expenses:dialog.submit')}
      pendingLabel={
        save.progress > 0
          ? t('expenses:dialog.uploading', { percent: Math.round(save.progress) })
          : t('common:saving')
      }
      onSubmit={async (body) => {
        // A file the server would refuse stops the save: nothing is recorded until the receipt is one it takes.
        if (receiptError) throw new Error(receiptError);
        const result = await save.mutateAsync({ body, receipt });
        if (result.receiptError) {
          setSavedWithoutReceipt(result.expense);
          setReceiptError(errorMessage(result.receiptError, t('expenses:dialog.receiptFailed')));
          throw result.receiptError;
        }
        setReceipt(null);
      }}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField name="amount" label={t('expenses:fields.amount')}>
              <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />
            </FormDialogField>
            <FormDialogField name="category" label={t('expenses:fields.category')}>
              <Select options={categoryOptions}>
                <option value="" disabled>
                  {t('expenses:fields.categoryPlaceholder')}
                </option>
              </Select>
            </FormDialogField>
          </div>
          <FormDialogField name="date" label={t('expenses:fields.date')}>
            <Input type="date" />
          </FormDialogField>
          <FormDialogField name="description" label={t('expenses:fields.description')}>
            <Textarea rows={2} placeholder={t('expenses:fields.descriptionPlaceholder')} />
          </FormDialogField>
          {projectId === undefined ? (
            <ProjectField form={form} projectName={editing?.projectName ?? undefined} />
          ) : null}
          <BudgetItemField form={form} />
          <Controller
            control={form.control}
            name="vendorId"
            render={({ field, fieldState }) => (
              <FormField label={t('expenses:fields.vendor')} error={fieldState.error?.message}>
                <VendorSelector
                  value={
                    typeof field.value === 'number'
                      ? { id: field.value, name: form.getValues('vendor') ?? '' }
                      : null
                  }
                  onChange={(vendor) => {
                    field.onChange(vendor?.id ?? null);
                    form.setValue('vendor', vendor?.name ?? '');
                  }}
                />
              </FormField>
            )}
          />
          <FormField
            label={t('expenses:fields.receipt')}
            hint={
              editing?.receiptFile
                ? t('expenses:fields.receiptAttached', { file: editing.receiptFile })
                : t('expenses:fields.receiptHint')
            }
            error={receiptError}
          >
            <FileInput
              onChoose={(file) => {
                setReceipt(file);
                setReceiptError(uploadFileError(file));
              }}
            />
          </FormField>
          {save.isPending && receipt ? (
            <ProgressBar value={save.progress} label={t('expenses:dialog.uploadProgress')} />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}

/**
 * The form of a saved expense, or the empty form of a new one: dated today, and inside a project that project's
 * (docs/product.md#expenses).
 */
function expenseFormValues(expense: Expense | null, projectId: number | undefined): CreateExpenseBody {
  if (expense) return formValuesOf(expenseFormFields, expense);
  return {
    ...emptyFormValues(expenseFormFields),
    // The category's placeholder option shows until one is chosen.
    category: '' as CreateExpenseBody['category'],
    date: toDateOnly(new Date()),
    projectId,
  };
}

type ExpenseForm = FormOf<CreateExpenseBody, unknown>;

/** The project; choosing another clears the budget line, which belongs to a project (docs/product.md#expenses). */
function ProjectField({ form, projectName }: { form: ExpenseForm; projectName: string | undefined }) {
  return (
    <Controller
      control={form.control}
      name="projectId"
      render={({ field, fieldState }) => (
        <FormField label={t('expenses:fields.project')} error={fieldState.error?.message}>
          <ProjectSelect
            value={typeof field.value === 'number' ? field.value : undefined}
            valueLabel={projectName}
            onChange={(project) => {
              if (project.id !== field.value) form.setValue('budgetItemId', null);
              field.onChange(project.id);
            }}
            onClear={() => {
              form.setValue('budgetItemId', null);
              field.onChange(null);
            }}
          />
        </FormField>
      )}
    />
  );
}

/**
 * Only with a project, and only its product lines (docs/product.md#expenses); the chosen line shows what is left of
 * its budget.
 */
function BudgetItemField({ form }: { form: ExpenseForm }) {
  const projectId = form.watch('projectId');
  const budgetItemId = form.watch('budgetItemId');
  const items = useQuery({
    ...budgetItemOptionsQuery(typeof projectId === 'number' ? projectId : 0),
    enabled: typeof projectId === 'number',
  });
  if (typeof projectId !== 'number') return null;
  const products = (items.data ?? []).filter((item) => item.type === 'product');
  return (
    <div className="grid gap-2">
      <Controller
        control={form.control}
        name="budgetItemId"
        render={({ field, fieldState }) => (
          <FormField
            label={t('expenses:fields.budgetItem')}
            error={fieldState.error?.message}
            hint={items.isError ? t('expenses:fields.budgetItemsError') : undefined}
          >
            <Select
              value={typeof field.value === 'number' ? String(field.value) : ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              onBlur={field.onBlur}
              options={products.map((item) => ({ value: item.id, label: item.name }))}
            >
              <option value="">
                {items.isPending ? t('expenses:fields.budgetItemsLoading') : t('expenses:fields.none')}
              </option>
            </Select>
          </FormField>
        )}
      />
      {typeof budgetItemId === 'number' ? <BudgetLineStanding budgetItemId={budgetItemId} /> : null}
    </div>
  );
}

/** Budgeted, spent and remaining of the chosen line, in the budget colours (domain/budget-usage.ts). */
function BudgetLineStanding({ budgetItemId }: { budgetItemId: number }) {
  const figures = useQuery(budgetItemExpensesQuery(budgetItemId));
  if (!figures.data) return null;
  const { budgetedCost, totalExpenses } = figures.data;
  const usage = budgetUsage(budgetedCost, totalExpenses);
  const tone = budgetToneClasses[usage.tone];
  return (
    <div className="grid gap-1.5 text-xs" data-testid="budget-line-standing" data-tone={usage.tone}>
      <ProgressBar value={usage.usedPercent} label={t('expenses:standing.used')} barClassName={tone.bar} />
      <p className="text-slate-600">
        {t('expenses:standing.budgetedSpent', {
          budgeted: formatMoney(budgetedCost),
          spent: formatMoney(totalExpenses),
        })}{' '}
        <span className={cn('font-medium', tone.text)}>
          {t('expenses:standing.remaining', { amount: formatMoney(usage.remaining) })}
        </span>
      </p>
    </div>
  );
}
