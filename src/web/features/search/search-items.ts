import '#domain/messages/load/search';
import type { SearchResults } from '#domain/contracts/search';
import { projectStageLabels, projectTypeLabel } from '#domain/enums';
import { formatMoney } from '#domain/format';
import { t } from '#web/lib/i18n';
import { href } from '../../app/paths';
import { capitalise } from '../projects/stages';

export type PaletteItem = {
  /** Unique within the palette; also the option's DOM id suffix. */
  key: string;
  href: string;
  label: string;
  detail: string;
};

export type PaletteGroup = { heading: string; items: PaletteItem[] };

/**
 * The palette's groups in display order, empty groups left out. Projects and customers open their own pages;
 * invoices have no page of their own, so they open the finances page that lists them.
 */
export function toPaletteGroups(results: SearchResults | undefined): PaletteGroup[] {
  if (!results) return [];
  const groups: PaletteGroup[] = [
    {
      heading: t('search:groups.projects'),
      items: results.projects.map((p) => ({
        key: `project-${p.id}`,
        href: href('/projects/:id', { id: p.id }),
        label: p.name,
        detail: `${projectStageLabels[p.stage] ?? p.stage} · ${capitalise(projectTypeLabel(p.type))}`,
      })),
    },
    {
      heading: t('search:groups.customers'),
      items: results.customers.map((c) => ({
        key: `customer-${c.id}`,
        href: href('/customers/:id', { id: c.id }),
        label: `${c.firstName} ${c.lastName}`.trim(),
        detail: c.email || t('search:noEmail'),
      })),
    },
    {
      heading: t('search:groups.invoices'),
      items: results.invoices.map((i) => ({
        key: `invoice-${i.id}`,
        href: href('/finances'),
        label: i.title ? `${i.invoiceNumber} · ${i.title}` : i.invoiceNumber,
        detail: `${formatMoney(i.amount)} · ${i.isPaid ? t('search:paid') : capitalise(i.status)}`,
      })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** Arrow-key movement through `count` options, wrapping at both ends; -1 when there is nothing to select. */
export function moveIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}
