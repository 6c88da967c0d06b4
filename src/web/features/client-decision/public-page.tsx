import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { RichText } from '#web/lib/rich-text';
import type { DecisionTexts } from './decision-document';

// The pieces a document's public page shares, in one module: a shared module is copied into every page that uses
// it with a wrapper of its own, which the public pages' script budgets feel.

/**
 * The client's choice ('approve' or 'decline') on a document's public page, with the document's texts. The
 * answer is the page's new state. A refusal says why in a toast and reads the page again: it was refused because
 * the document changed meanwhile (decided elsewhere, being revised), so show it as it is now.
 */
export function useDecision<TBody, TView>(
  texts: DecisionTexts,
  choice: 'approve' | 'decline',
  queryKey: QueryKey,
  send: (body: TBody) => Promise<TView>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => client.setQueryData(queryKey, view),
    onError: (error) => {
      toast({
        title: t(`${texts}:public.${choice}Failed`),
        description: errorMessage(error, t(`${texts}:public.tryAgain`)),
        variant: 'destructive',
      });
      void client.invalidateQueries({ queryKey });
    },
  });
}

/** What the banner needs of the document (an estimate or a change order as its public page shows it). */
type DecidedDocument = {
  status: string;
  number: string;
  total: string;
  company: { name: string };
  project: { name: string };
};

/**
 * What the client can do now on a document's public page: decide while it waits; afterwards, what was decided.
 * A voided change order shows its own notice (StatusBanner) instead.
 */
export function DecisionBanner({
  decision: texts,
  doc,
  recipientName,
  onApprove,
  onDecline,
}: {
  decision: DecisionTexts;
  doc: DecidedDocument;
  recipientName: string;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const company = doc.company.name;
  if (doc.status === 'approved') {
    return (
      <StatusBanner
        className="border-green-200 bg-green-50 text-green-900"
        icon={CheckCircle2}
        title={t(`${texts}:public.approvedTitle`)}
      >
        {t(`${texts}:public.approvedMessage`, { company })}
      </StatusBanner>
    );
  }
  if (doc.status === 'declined') {
    return (
      <StatusBanner
        className="border-red-200 bg-red-50 text-red-900"
        icon={XCircle}
        title={t(`${texts}:public.declinedTitle`)}
      >
        {t(`${texts}:public.declinedMessage`, { company })}
      </StatusBanner>
    );
  }
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h1 id="review-heading" className="font-semibold text-lg text-slate-900">
        {t(`${texts}:public.reviewHeading`, { name: recipientName })}
      </h1>
      <p className="mt-1 text-slate-600 text-sm">
        <RichText
          i18nKey={`${texts}:public.review`}
          values={{ company, number: doc.number, project: doc.project.name, total: formatMoney(doc.total) }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={onApprove}>
          <CheckCircle2 aria-hidden="true" />
          {t(`${texts}:public.approve`)}
        </Button>
        <Button size="lg" variant="outline" onClick={onDecline}>
          <XCircle aria-hidden="true" />
          {t(`${texts}:public.declineButton`)}
        </Button>
      </div>
    </section>
  );
}

/** A decided (or closed) document's notice in its colours (className): the page's heading, as a status. */
export function StatusBanner({
  className,
  icon: Icon,
  title,
  children,
}: {
  className: string;
  icon: typeof CheckCircle2;
  title: string;
  children: ReactNode;
}) {
  return (
    <section role="status" className={cn('flex items-start gap-3 rounded-lg border p-4', className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h1 className="font-semibold">{title}</h1>
        <p className="text-sm opacity-90">{children}</p>
      </div>
    </section>
  );
}
