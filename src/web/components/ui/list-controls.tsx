import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';
import { LIST_PAGE_SIZE, pageOffset } from '../../lib/list-page';
import { Button } from './button';
import { Input } from './input';

type ListSearchProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A new search is loading while the previous results still show. */
  busy: boolean;
  /** The list's filters, beside the search box. */
  children?: ReactNode;
};

/** The search bar above a paged list; says 'Searching...' while a new search replaces the results shown. */
export function ListSearch({ label, placeholder, value, onChange, busy, children }: ListSearchProps) {
  return (
    <div className="flex flex-col gap-3 border-slate-200 border-b p-4 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          className="pl-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {children}
      {busy ? (
        <span className="text-slate-500 text-xs" aria-live="polite">
          {t('common:searching')}
        </span>
      ) : null}
    </div>
  );
}

type ListPagerProps = {
  /** The page shown, from 1. */
  page: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  /** What the list holds, plural: 'Showing 51-100 of 120 customers'. */
  noun: string;
  onPageChange: (page: number) => void;
  /** As the footer of the card that holds the list (else under a grid of cards). */
  inCard?: boolean;
};

/**
 * Under a paged list: which rows show, and Previous / Next while there are more pages. A page past the end
 * (an old link after rows were deleted) moves to the last page.
 */
export function ListPager({ page, shown, total, noun, onPageChange, inCard = false }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const pastEnd = shown === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (pastEnd) onPageChange(pages);
  }, [pastEnd, pages, onPageChange]);
  if (shown === 0) return null;
  const from = pageOffset(page) + 1;
  const to = from + shown - 1;
  return (
    <nav
      aria-label={t('common:pager.label', { noun })}
      className={cn(
        'flex flex-col items-center gap-3 text-slate-500 text-sm sm:flex-row sm:justify-between',
        inCard ? 'border-slate-200 border-t px-4 py-3' : 'mt-6',
      )}
    >
      <p aria-live="polite">
        {pages === 1
          ? t('common:pager.showingAll', { shown, total, noun })
          : t('common:pager.showingRange', { from, to, total, noun })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('common:pager.previous')}
          </Button>
          <span className="px-1 tabular-nums">{t('common:pager.pageOf', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('common:pager.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
