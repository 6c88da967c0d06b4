import '#domain/messages/load/estimates';
import { Check, RotateCcw, Send, X } from 'lucide-react';
import { useState } from 'react';
import type { EstimateView } from '#domain/contracts/estimates';
import type { EstimateStatus } from '#domain/enums';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { toast } from '#web/components/ui/toast-store';
import { t } from '#web/lib/i18n';
import { useChangeEstimateStatus, useUpdateEstimate } from '../api';
import { type StatusAction, statusActions } from '../status';
import { DepositSlider } from './deposit-slider';
import { EstimateStatusBadge } from './estimate-status-badge';

const actionIcons: Record<EstimateStatus, typeof Check> = {
  pending: Send,
  approved: Check,
  declined: X,
  draft: RotateCcw,
};

type StatusPanelProps = { estimate: EstimateView; recipientCount: number };

/** What returning an approved estimate to draft undoes, said before it is done. */
export const returnApprovedToDraftText = t('estimates:statusPanel.returnApprovedToDraft');

/** Estimate Status side panel: the badge, the deposit slider and the status buttons (docs/product.md#estimates). */
export function StatusPanel({ estimate, recipientCount }: StatusPanelProps) {
  const ids = { projectId: estimate.projectId, estimateId: estimate.id };
  const changeStatus = useChangeEstimateStatus(ids);
  const updateTerms = useUpdateEstimate(ids, t('estimates:toasts.depositUpdated'), estimate.version);
  const isDraft = estimate.status === 'draft';
  const actions = statusActions(estimate.status, recipientCount);
  const [confirmingDraft, setConfirmingDraft] = useState(false);

  const run = (action: StatusAction) => {
    // The rule is known here: a refusal is shown at once instead of asking the server to refuse it.
    if (!action.check.ok) {
      toast({ title: action.check.title, description: action.check.message, variant: 'destructive' });
      return;
    }
    // Leaving approved drops the project's Sold Price, so that one change is confirmed first.
    if (action.to === 'draft' && estimate.status === 'approved') {
      setConfirmingDraft(true);
      return;
    }
    changeStatus.mutate(action.to);
  };

  return (
    <Card role="region" aria-label={t('estimates:statusPanel.title')}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{t('estimates:statusPanel.title')}</CardTitle>
        <EstimateStatusBadge status={estimate.status} />
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <DepositSlider
            value={estimate.depositPercentage}
            disabled={!isDraft || updateTerms.isPending}
            onCommit={(depositPercentage) => updateTerms.mutate({ terms: { depositPercentage } })}
          />
          {isDraft ? null : <p className="text-slate-500 text-xs">{t('estimates:messages.onlyInDraft')}</p>}
        </div>
        {estimate.canChangeStatus ? (
          <div className="grid gap-2">
            {actions.map((action) => {
              const Icon = actionIcons[action.to];
              return (
                <Button
                  key={action.to}
                  variant={action.to === 'pending' || action.to === 'approved' ? 'primary' : 'outline'}
                  className="w-full"
                  loading={changeStatus.isPending && changeStatus.variables === action.to}
                  disabled={changeStatus.isPending}
                  onClick={() => run(action)}
                >
                  <Icon aria-hidden="true" />
                  {action.label}
                </Button>
              );
            })}
          </div>
        ) : (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-600 text-sm">
            {t('estimates:statusPanel.managersOnly')}
          </p>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={confirmingDraft}
        onOpenChange={setConfirmingDraft}
        item={t('estimates:item')}
        description={returnApprovedToDraftText}
        confirmLabel={t('estimates:statusActions.returnToDraft')}
        pendingLabel={t('estimates:statusPanel.returning')}
        pending={changeStatus.isPending}
        onConfirm={() => changeStatus.mutate('draft', { onSettled: () => setConfirmingDraft(false) })}
      />
    </Card>
  );
}
