import '#domain/messages/load/projects';
import { Search } from 'lucide-react';
import type { ProjectSort, StageCounts } from '#domain/contracts/projects';
import { projectStageLabels, projectStages } from '#domain/enums';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { stageOptions } from '../stages';
import type { StageFilter } from '../types';

export const sortOptions: { value: ProjectSort; label: string }[] = [
  { value: 'newest', label: t('projects:sorts.newest') },
  { value: 'oldest', label: t('projects:sorts.oldest') },
  { value: 'name-asc', label: t('projects:sorts.nameAsc') },
  { value: 'name-desc', label: t('projects:sorts.nameDesc') },
];

type ProjectsFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  stage: StageFilter;
  onStageChange: (stage: StageFilter) => void;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  counts: StageCounts | undefined;
};

/** Search box, stage and sort dropdowns, and the stage buttons with their counts. */
export function ProjectsFilters(props: ProjectsFiltersProps) {
  const { search, onSearchChange, stage, onStageChange, sort, onSortChange, counts } = props;
  const buttons: { value: StageFilter; label: string; count: number | undefined }[] = [
    { value: 'all', label: t('projects:filters.all'), count: counts?.all },
    ...projectStages.map((value) => ({
      value,
      label: projectStageLabels[value],
      count: counts?.byStage[value],
    })),
  ];
  return (
    <div className="mb-6 grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('projects:filters.search')}
            placeholder={t('projects:filters.searchPlaceholder')}
            className="pl-9"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Select
            aria-label={t('projects:filters.stage')}
            className="sm:w-44"
            value={stage}
            onChange={(event) => onStageChange(event.target.value as StageFilter)}
            options={stageOptions}
          >
            <option value="all">{t('projects:filters.allStages')}</option>
          </Select>
          <Select
            aria-label={t('projects:filters.sort')}
            className="sm:w-40"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as ProjectSort)}
            options={sortOptions}
          />
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('projects:fields.stage')}</legend>
        {buttons.map((button) => (
          <button
            key={button.value}
            type="button"
            aria-pressed={stage === button.value}
            onClick={() => onStageChange(button.value)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 font-medium text-sm transition-colors',
              stage === button.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {button.label}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                stage === button.value ? 'bg-black/20' : 'bg-slate-100 text-slate-600',
              )}
            >
              {button.count ?? '–'}
            </span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
