import '#domain/messages/load/budget';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag, Plus, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { BudgetLineItem } from '#domain/contracts/budget';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { Link, useParams } from '#web/lib/router';
import { projectQuery } from '../../projects/api';
import {
  budgetActualsQuery,
  budgetQuery,
  useDeleteBudgetItem,
  useReorderBudget,
  useToggleBudgetGroup,
} from '../api';
import { movedSiblingIds } from '../budget-rows';
import type { BudgetItemDialogTarget } from '../components/budget-item-dialog';
import type { BudgetRowHandlers } from '../components/budget-row-actions';
import { BudgetSummaryCards } from '../components/budget-summary-cards';
import { BudgetTable, BudgetTableSkeleton } from '../components/budget-table';
import { CreateEstimateButton } from '../components/create-estimate-button';

// The item and milestone forms (the form library, the budget's schemas, the catalog search) load when first opened.
const BudgetItemDialog = lazy(() =>
  import('../components/budget-item-dialog').then((m) => ({ default: m.BudgetItemDialog })),
);
const MilestoneDialog = lazy(() =>
  import('../components/milestone-dialog').then((m) => ({ default: m.MilestoneDialog })),
);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function ProjectNotFound({ to }: { to: string }) {
  return (
    <div className="mx-auto max-w-xl py-10">
      <BackLink to={to}>{t('budget:backToProjects')}</BackLink>
      <EmptyState title={t('budget:projectNotFoundTitle')}>{t('budget:projectNotFound')}</EmptyState>
    </div>
  );
}

export default function BudgetPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const project = useQuery({ ...projectQuery(id), enabled: valid });
  const budget = useQuery({ ...budgetQuery(id), enabled: valid });
  const actuals = useQuery({ ...budgetActualsQuery(id), enabled: valid });

  const [dialog, setDialog] = useState<BudgetItemDialogTarget | null>(null);
  const [milestonesOpen, setMilestonesOpen] = useState(false);
  const [toDelete, setToDelete] = useState<BudgetLineItem | null>(null);
  // Stay mounted after the first opening so closing can animate and hand focus back.
  const itemDialogMounted = useOpenedOnce(dialog !== null);
  const milestonesMounted = useOpenedOnce(milestonesOpen);
  const toggle = useToggleBudgetGroup(id);
  const reorder = useReorderBudget(id);
  const remove = useDeleteBudgetItem(id);

  // The latest budget for the handlers below, which stay the same object so that rows never re-render for them.
  const itemsRef = useRef<readonly BudgetLineItem[]>([]);
  itemsRef.current = budget.data?.items ?? [];
  const mutateRef = useRef({ toggle: toggle.mutate, reorder: reorder.mutate });
  mutateRef.current = { toggle: toggle.mutate, reorder: reorder.mutate };
  const handlers = useMemo<BudgetRowHandlers>(
    () => ({
      toggle: (item) => mutateRef.current.toggle({ id: item.id, isExpanded: !item.isExpanded }),
      addChild: (item) => setDialog({ mode: 'add', parentId: item.id }),
      edit: (item) => setDialog({ mode: 'edit', item }),
      move: (item, direction) => {
        const body = movedSiblingIds(itemsRef.current, item.id, direction);
        if (body) mutateRef.current.reorder(body);
      },
      remove: (item) => setToDelete(item),
    }),
    [],
  );
  const addTopLevelItem = useCallback(() => setDialog({ mode: 'add', parentId: null }), []);

  if (!valid || isNotFound(project.error) || isNotFound(budget.error)) {
    return <ProjectNotFound to={href('/projects')} />;
  }
  const loadError = project.error ?? budget.error;
  if (loadError) {
    return (
      <ErrorState
        title={t('budget:loadError')}
        message={errorMessage(loadError, t('common:somethingWentWrong'))}
        onRetry={() => {
          if (project.isError) void project.refetch();
          if (budget.isError) void budget.refetch();
        }}
      />
    );
  }

  const view = budget.data;
  const hasTopLevelItems = !!view?.items.some((item) => item.depth === 0);
  return (
    <>
      <PageHeader
        // The four buttons wrap under the title only when both do not fit on one line.
        className="sm:flex-wrap"
        title={project.data ? project.data.name : <Skeleton className="h-9 w-64" />}
        description={t('budget:title')}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={href('/projects/:id', { id })}>
                <ArrowLeft aria-hidden="true" />
                {t('budget:backToProject')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={href('/projects/:id/purchasing', { id })}>
                <ShoppingCart aria-hidden="true" />
                {t('budget:purchasing')}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setMilestonesOpen(true)} disabled={!view}>
              <Flag aria-hidden="true" />
              {t('budget:addMilestone')}
            </Button>
            <Button onClick={addTopLevelItem} disabled={!hasTopLevelItems}>
              <Plus aria-hidden="true" />
              {t('budget:addBudgetItem')}
            </Button>
            <CreateEstimateButton projectId={id} disabled={!hasTopLevelItems} />
          </>
        }
      />

      <div className="grid gap-6">
        <BudgetSummaryCards totals={view?.totals} />
        {view ? (
          <BudgetTable view={view} actuals={actuals.data} handlers={handlers} onAddItem={addTopLevelItem} />
        ) : (
          <BudgetTableSkeleton />
        )}
      </div>

      {itemDialogMounted ? (
        <Suspense fallback={null}>
          <BudgetItemDialog
            projectId={id}
            items={view?.items ?? []}
            target={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {milestonesMounted ? (
        <Suspense fallback={null}>
          <MilestoneDialog projectId={id} open={milestonesOpen} onOpenChange={setMilestonesOpen} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        item={t(toDelete?.type === 'group' ? 'budget:items.group' : 'budget:items.product')}
        description={toDelete?.type === 'group' ? t('budget:deleteGroupDescription') : undefined}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
      />
    </>
  );
}
