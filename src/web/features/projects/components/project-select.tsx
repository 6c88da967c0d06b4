import '#domain/messages/load/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { projectCalls } from '#calls/projects';
import type { ProjectListItem } from '#domain/contracts/projects';
import { Combobox } from '#web/components/ui/combobox';
import { callQuery } from '#web/lib/calls';
import { t } from '#web/lib/i18n';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

/** The first 20 projects of the company matching the search, newest first (GET /api/projects). */
const projectOptionsQuery = (search: string) =>
  callQuery(projectCalls.list, { query: { search: search.trim() || undefined, limit: 20 } });

type ProjectSelectProps = Omit<ComponentProps<'button'>, 'onChange' | 'onSelect' | 'value'> & {
  value: number | undefined;
  /** The chosen project's name, known before the options load (editing, ?projectId=). */
  valueLabel?: string | undefined;
  onChange: (project: ProjectListItem) => void;
  /** Offers 'No project' first, which calls this (a record that may belong to no project, like an expense). */
  onClear?: () => void;
};

const NO_PROJECT = { value: null, label: t('projects:projectSelect.none') };

/** The company's projects, searched on the server 20 at a time; each with its customer's name. */
export function ProjectSelect({ value, valueLabel, onChange, onClear, ...props }: ProjectSelectProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const [chosen, setChosen] = useState<{ id: number; label: string } | undefined>();
  const query = useQuery({ ...projectOptionsQuery(debounced), placeholderData: keepPreviousData });
  const projects = query.data ?? [];
  return (
    <Combobox<number | null>
      {...props}
      value={value}
      fixedOptions={onClear ? [NO_PROJECT] : undefined}
      valueLabel={chosen && chosen.id === value ? chosen.label : valueLabel}
      options={projects.map((p) => ({
        value: p.id,
        label: p.name,
        hint: p.customer ? `${p.customer.firstName} ${p.customer.lastName}` : undefined,
      }))}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching && projects.length === 0}
      placeholder={t('projects:projectSelect.placeholder')}
      searchPlaceholder={t('projects:projectSelect.search')}
      emptyText={t('projects:projectSelect.empty')}
      errorText={query.isError ? t('projects:projectSelect.loadError') : undefined}
      onChoose={(option) => {
        if (option.value === null) return onClear?.();
        const project = projects.find((p) => p.id === option.value);
        if (!project) return;
        setChosen({ id: project.id, label: project.name });
        onChange(project);
      }}
    />
  );
}
