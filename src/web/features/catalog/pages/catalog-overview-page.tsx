import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Hammer, ListChecks, type LucideIcon, Package, Ruler, Tags } from 'lucide-react';
import type { CatalogCounts } from '#domain/contracts/catalog';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { catalogCountsQuery } from '../api';
import type { CatalogCompany } from '../catalog-company';
import { CatalogFrame } from '../components/catalog-frame';

type OverviewCard = {
  key: keyof CatalogCounts;
  title: string;
  icon: LucideIcon;
  to: (base: CatalogCompany['base']) => string;
};

/** One card per kind of entry, with its count and a link to its list. */
const cards: OverviewCard[] = [
  { key: 'products', title: t('catalog:menu.products'), icon: Package, to: () => '/catalog/products' },
  { key: 'services', title: t('catalog:menu.services'), icon: Briefcase, to: () => '/catalog/services' },
  { key: 'trades', title: t('catalog:menu.trades'), icon: Hammer, to: (base) => `${base}/trades` },
  { key: 'units', title: t('catalog:menu.units'), icon: Ruler, to: (base) => `${base}/units` },
  { key: 'taskTypes', title: t('catalog:menu.taskTypes'), icon: Tags, to: (base) => `${base}/task-types` },
];

function CountCard({
  card,
  count,
  base,
}: {
  card: OverviewCard;
  count: number;
  base: CatalogCompany['base'];
}) {
  const Icon = card.icon;
  return (
    <Card className="relative flex items-center gap-4 p-5 focus-within:ring-2 focus-within:ring-blue-500 hover:border-slate-300">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="font-medium text-slate-600 text-sm">
          {/* The whole card is the link (the stretched ::after); its name is the title and the count. */}
          <Link
            to={card.to(base)}
            aria-label={t('catalog:overview.cardLabel', { title: card.title, number: count })}
            className="outline-none after:absolute after:inset-0"
          >
            {card.title}
          </Link>
        </h2>
        <p className="font-bold text-2xl text-slate-900 tabular-nums" aria-hidden="true">
          {count}
        </p>
      </div>
    </Card>
  );
}

function Overview({ companyId, base }: CatalogCompany) {
  const counts = useQuery(catalogCountsQuery(companyId));
  return (
    <>
      <PageHeader title={t('catalog:overview.title')} description={t('catalog:overview.description')} />
      <QueryView
        query={counts}
        errorTitle={t('catalog:overview.loadError')}
        loading={
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {cards.map((card) => (
              <Skeleton key={card.key} className="h-[82px]" />
            ))}
          </div>
        }
      >
        {(data) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {cards.map((card) => (
              <CountCard key={card.key} card={card} count={data[card.key]} base={base} />
            ))}
            {base === '/catalog' ? (
              <Card className="relative flex items-center gap-4 p-5 focus-within:ring-2 focus-within:ring-blue-500 hover:border-slate-300">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
                  <ListChecks className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h2 className="font-medium text-slate-900">
                    <Link to="/catalog/phases" className="outline-none after:absolute after:inset-0">
                      {t('catalog:menu.phases')}
                    </Link>
                  </h2>
                  <p className="text-slate-500 text-sm">{t('catalog:overview.phasesDescription')}</p>
                </div>
              </Card>
            ) : null}
          </div>
        )}
      </QueryView>
    </>
  );
}

/** /catalog and /companies/{companyId}/catalog: the overview cards, counted by the server in one call. */
export default function CatalogOverviewPage() {
  return <CatalogFrame section="overview">{(company) => <Overview {...company} />}</CatalogFrame>;
}
