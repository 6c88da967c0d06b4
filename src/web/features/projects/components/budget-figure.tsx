import '#domain/messages/load/projects';
import type { BudgetSource } from '#domain/contracts/projects';
import { formatWholeDollars } from '#domain/format';
import { t } from '#web/lib/i18n';

/** Where the figure comes from, so nobody mistakes a typed guess for the price the client approved. */
export const budgetSourceText: Record<BudgetSource, string> = {
  estimate: t('projects:budgetSource.estimate'),
  budget: t('projects:budgetSource.budget'),
  project: t('projects:budgetSource.project'),
};

/**
 * A project's budget figure in whole dollars (or 'Not set') with its source in small text below
 * (docs/decisions/README.md, "The project's budget figure").
 */
export function BudgetFigure({ figure, source }: { figure: string | null; source: BudgetSource | null }) {
  return (
    <>
      {figure === null || figure === '' ? t('projects:notSet') : formatWholeDollars(figure)}
      {source ? (
        <span className="block font-normal text-slate-500 text-xs">{budgetSourceText[source]}</span>
      ) : null}
    </>
  );
}
