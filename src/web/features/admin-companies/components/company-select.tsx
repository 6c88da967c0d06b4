import '#domain/messages/load/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { Combobox, type ComboboxOption } from '#web/components/ui/combobox';
import { t } from '#web/lib/i18n';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { companyQuery } from '../../company-profile/api';
import { companySearchQuery } from '../api';

type CompanySelectProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  /** The chosen company's id as text; '' is the none choice. */
  value: string;
  /** The none choice: 'No Company' in a user's form, 'All companies' in a filter. */
  noneLabel: string;
  onChange: (value: string) => void;
};

/**
 * Every company, searched on the server 20 at a time: an operator may run thousands, so a select holding them all
 * would either weigh too much or leave some out.
 */
export function CompanySelect({ value, noneLabel, onChange, ...props }: CompanySelectProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search);
  // The name picked here, until the value moves to another company (a form reset, say).
  const [chosen, setChosen] = useState<ComboboxOption<string> | undefined>();
  const found = useQuery({
    ...companySearchQuery(debounced),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const picked = chosen?.value === value ? chosen.label : undefined;
  // A company chosen before the field showed (a company's Add User page, an edited user): its name from the server.
  const current = useQuery({ ...companyQuery(Number(value)), enabled: value !== '' && !picked });
  const companies = found.data ?? [];
  return (
    <Combobox<string>
      {...props}
      value={value}
      valueLabel={value === '' ? noneLabel : (picked ?? current.data?.name)}
      options={companies.map((c) => ({ value: String(c.id), label: c.name, hint: c.email }))}
      fixedOptions={[{ value: '', label: noneLabel }]}
      search={search}
      onSearchChange={setSearch}
      onOpenChange={setOpen}
      loading={found.isFetching && companies.length === 0}
      placeholder={noneLabel}
      searchPlaceholder={t('admin:companies.searchPlaceholder')}
      emptyText={found.isError ? t('admin:companies.select.loadError') : t('admin:companies.select.none')}
      onChoose={(option) => {
        setChosen(option);
        onChange(option.value);
      }}
    />
  );
}
