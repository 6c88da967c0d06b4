import '#domain/messages/load/catalog';
import type { ReactNode } from 'react';
import NotFoundPage from '#web/app/pages/not-found-page';
import { Select } from '#web/components/ui/select';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Link, useNavigate } from '#web/lib/router';
import { type CatalogCompany, useCatalogCompany } from '../catalog-company';

export type CatalogSection =
  | 'overview'
  | 'products'
  | 'services'
  | 'trades'
  | 'units'
  | 'task-types'
  | 'phases'
  | 'templates'
  | 'terms';

/**
 * The catalog's side menu (docs/product.md#catalog), in its order, with Project Phases (the company's phase
 * templates) after Task Types. Trades, units and task types stay under the company in the address; products,
 * services, phases, templates and terms have no company-scoped duplicate (docs/product.md#catalog) and go to the
 * user's own /catalog/... page.
 */
export function catalogMenu(
  base: CatalogCompany['base'],
): { section: CatalogSection; label: string; to: string }[] {
  return [
    { section: 'overview', label: t('catalog:menu.overview'), to: base },
    { section: 'products', label: t('catalog:menu.products'), to: '/catalog/products' },
    { section: 'services', label: t('catalog:menu.services'), to: '/catalog/services' },
    { section: 'trades', label: t('catalog:menu.trades'), to: `${base}/trades` },
    { section: 'units', label: t('catalog:menu.units'), to: `${base}/units` },
    { section: 'task-types', label: t('catalog:menu.taskTypes'), to: `${base}/task-types` },
    { section: 'phases', label: t('catalog:menu.phases'), to: '/catalog/phases' },
    { section: 'templates', label: t('catalog:menu.templates'), to: '/catalog/templates' },
    { section: 'terms', label: t('catalog:menu.terms'), to: '/catalog/terms' },
  ];
}

type CatalogFrameProps = {
  section: CatalogSection;
  /** The page inside the frame, given the company it shows. */
  children: (company: CatalogCompany) => ReactNode;
};

/**
 * Every catalog page: the side menu beside the page from `md` up; on a phone a select above it (a row of nine
 * tabs would not fit 390 px without scrolling sideways). Another company's id shows the not-found page.
 */
export function CatalogFrame({ section, children }: CatalogFrameProps) {
  const company = useCatalogCompany();
  const navigate = useNavigate();
  if (!company) return <NotFoundPage />;
  const menu = catalogMenu(company.base);
  const current = menu.find((entry) => entry.section === section);
  return (
    <div className="flex min-w-0 flex-col gap-6 md:flex-row">
      <nav aria-label={t('catalog:menu.label')} className="hidden w-52 shrink-0 md:block">
        <ul className="grid gap-1">
          {menu.map((entry) => (
            <li key={entry.section}>
              <Link
                to={entry.to}
                aria-current={entry.section === section ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 font-medium text-sm',
                  entry.section === section
                    ? 'bg-slate-100 text-slate-900'
                    : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                )}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="md:hidden">
        <label htmlFor="catalog-section" className="mb-1.5 block font-medium text-slate-700 text-sm">
          {t('catalog:menu.section')}
        </label>
        <Select
          id="catalog-section"
          value={current?.to}
          onChange={(event) => navigate(event.target.value)}
          options={menu.map((entry) => ({ value: entry.to, label: entry.label }))}
        />
      </div>
      <div className="min-w-0 flex-1">{children(company)}</div>
    </div>
  );
}
