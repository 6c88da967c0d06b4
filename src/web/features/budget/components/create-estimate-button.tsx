import '#domain/messages/load/budget';
import { FileText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';

// The dialog and its print layout load when first opened.
const CreateEstimateDialog = lazy(() =>
  import('../../estimates/components/create-estimate-dialog').then((m) => ({
    default: m.CreateEstimateDialog,
  })),
);

/**
 * Create Estimate opens the estimate's dialog (texts, Print, Open Estimate). Disabled while the budget has no
 * top-level item (docs/product.md#budget).
 */
export function CreateEstimateButton({ projectId, disabled }: { projectId: number; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FileText aria-hidden="true" />
        {t('budget:createEstimate')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CreateEstimateDialog projectId={projectId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
