import '#domain/messages/load/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import type { Customer } from '#domain/contracts/customers';
import { Combobox } from '#web/components/ui/combobox';
import { t } from '#web/lib/i18n';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { customerOptionsQuery } from '../api';

export const customerName = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.trim();

type CustomerSelectProps = Omit<ComponentProps<'button'>, 'onChange' | 'onSelect' | 'value'> & {
  companyId: number;
  value: number | undefined;
  /** The chosen customer's name, known before the options load (editing, ?customerId=). */
  valueLabel?: string | undefined;
  onChange: (customer: Pick<Customer, 'id' | 'firstName' | 'lastName'>) => void;
};

/** The company's customers, searched on the server 20 at a time (a company may have thousands). */
export function CustomerSelect({ companyId, value, valueLabel, onChange, ...props }: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  // The name picked here, until the form's value moves to another customer (a reset, say).
  const [chosen, setChosen] = useState<{ id: number; label: string } | undefined>();
  const query = useQuery({
    ...customerOptionsQuery(companyId, debounced),
    placeholderData: keepPreviousData,
  });
  const customers = query.data ?? [];
  return (
    <Combobox
      {...props}
      value={value}
      valueLabel={chosen && chosen.id === value ? chosen.label : valueLabel}
      options={customers.map((c) => ({ value: c.id, label: customerName(c), hint: c.email ?? undefined }))}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching && customers.length === 0}
      placeholder={t('projects:customerSelect.placeholder')}
      searchPlaceholder={t('projects:customerSelect.search')}
      emptyText={query.isError ? t('projects:customerSelect.loadError') : t('projects:customerSelect.empty')}
      onChoose={(option) => {
        const customer = customers.find((c) => c.id === option.value);
        if (!customer) return;
        setChosen({ id: customer.id, label: option.label });
        onChange(customer);
      }}
    />
  );
}
