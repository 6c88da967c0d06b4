import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Printer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { z } from 'zod';
import { type EstimateView, estimateMessages, estimateTextFields } from '#domain/contracts/estimates';
import { formValuesOf } from '#domain/contracts/form-values';
import { splitEqually } from '#domain/milestones';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { FormField } from '#web/components/ui/form-field';
import { Skeleton } from '#web/components/ui/skeleton';
import { Textarea } from '#web/components/ui/textarea';
import { errorMessage } from '#web/lib/api';
import { Link } from '#web/lib/router';
import { useUnsavedChangesPrompt } from '#web/lib/unsaved-changes';
import { budgetQuery } from '../../budget/api';
import { estimateQuery, useUpdateEstimate } from '../api';
import { milestonePaymentRows, type PaymentRow } from '../payment-rows';
import { EstimateDocument } from './estimate-document';
import { EstimateStatusBadge } from './estimate-status-badge';
import '../print.css';
import { href } from '#web/app/paths';
import { t } from '#web/lib/i18n';

type CreateEstimateDialogProps = { projectId: number; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The budget page's Create Estimate dialog (docs/product.md#estimates): the estimate's printed texts, editable while
 * it is a draft, a Print button for the budget print layout, and the way to the estimate page.
 */
export function CreateEstimateDialog({ projectId, open, onOpenChange }: CreateEstimateDialogProps) {
  // Asking for the estimate creates the draft the first time (docs/product.md#estimates).
  const estimate = useQuery({ ...estimateQuery(projectId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('estimates:createDialog.title')}</DialogTitle>
          <DialogDescription>{t('estimates:createDialog.description')}</DialogDescription>
        </DialogHeader>
        {estimate.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : estimate.isError ? (
          <ErrorState
            title={t('estimates:loadError')}
            message={errorMessage(estimate.error, t('common:somethingWentWrong'))}
            onRetry={() => void estimate.refetch()}
          />
        ) : open ? (
          <EstimateTextsForm estimate={estimate.data} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The printed texts as the dialog's text areas hold them: each a text, '' when there is none. */
type Texts = Record<keyof z.input<typeof estimateTextFields>, string>;

// Every field of the texts' contract is text, which formValuesOf gives as a string ('' for none).
const textsOf = (e: EstimateView): Texts => formValuesOf(estimateTextFields, e) as Texts;

function EstimateTextsForm({ estimate }: { estimate: EstimateView }) {
  const formId = useId();
  const isDraft = estimate.status === 'draft';
  const save = useUpdateEstimate(
    { projectId: estimate.projectId, estimateId: estimate.id },
    t('estimates:toasts.updated'),
    estimate.version,
  );
  const [texts, setTexts] = useState<Texts>(() => textsOf(estimate));
  const saved = textsOf(estimate);
  const dirty = (Object.keys(texts) as (keyof Texts)[]).some((k) => texts[k] !== saved[k]);
  // Open Estimate, a link elsewhere or a reload would drop texts typed here and not saved.
  useUnsavedChangesPrompt(dirty && !save.isPending);
  const budget = useQuery(budgetQuery(estimate.projectId));
  // What is printed is what the dialog shows, saved or not.
  const printed = { ...estimate, ...texts };
  const paymentRows = milestoneRows(budget.data?.milestonePayments ?? [], estimate.total);

  // Texts saved elsewhere (or a status change) replace the form's while nothing is being edited here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the server's copy changing only.
  useEffect(() => {
    if (!dirty) setTexts(textsOf(estimate));
  }, [estimate.projectDescription, estimate.notes, estimate.legal]);

  const field = (name: keyof Texts, label: string, rows: number) => (
    <FormField label={label}>
      <Textarea
        value={texts[name]}
        rows={rows}
        readOnly={!isDraft}
        maxLength={name === 'legal' ? 10000 : 5000}
        onChange={(e) => setTexts((current) => ({ ...current, [name]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
        <span>{t('estimates:numberLabel', { number: estimate.number })}</span>
        <EstimateStatusBadge status={estimate.status} />
      </div>
      {isDraft ? null : (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          {estimateMessages.onlyInDraft()}
        </p>
      )}
      <form
        id={formId}
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (isDraft && dirty) save.mutate(texts);
        }}
      >
        {field('projectDescription', t('estimates:fields.projectDescription'), 4)}
        {field('notes', t('estimates:fields.notes'), 3)}
        {field('legal', t('estimates:fields.terms'), 5)}
      </form>
      <DialogFooter className="sm:justify-between">
        <Button variant="outline" asChild>
          <Link to={href('/projects/:id/estimate', { id: estimate.projectId })}>
            <ExternalLink aria-hidden="true" />
            {t('estimates:createDialog.open')}
          </Link>
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('estimates:print')}
          </Button>
          {isDraft ? (
            <Button
              type="submit"
              form={formId}
              disabled={!dirty}
              loading={save.isPending}
              loadingText={t('common:saving')}
            >
              {t('common:saveChanges')}
            </Button>
          ) : null}
        </div>
      </DialogFooter>
      {/* The budget print layout: hidden on screen; while it is mounted, printing shows it alone (print.css). */}
      {createPortal(
        <div className="estimate-print-portal hidden print:block" data-testid="budget-print-layout">
          <EstimateDocument estimate={printed} paymentRows={paymentRows} />
        </div>,
        document.body,
      )}
    </>
  );
}

/**
 * The budget print layout's payment schedule: the printed total split equally across the budget's milestone
 * groups (the budget view's milestonePayments, whose total is the same while the estimate is a draft); without
 * milestone groups, the estimate's own deposit / progress / final terms.
 */
function milestoneRows(
  payments: readonly { name: string; amount: string }[],
  total: string,
): PaymentRow[] | undefined {
  if (payments.length === 0) return undefined;
  const parts = splitEqually(total, payments.length);
  return milestonePaymentRows(
    payments.map((p, i) => ({ name: p.name, amount: parts[i] ?? p.amount })),
    total,
  );
}
