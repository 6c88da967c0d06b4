import '#domain/messages/load/budget';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import type { CatalogProduct } from '#domain/contracts/catalog';
import { formatMoney } from '#domain/format';
import { Combobox } from '#web/components/ui/combobox';
import { t } from '#web/lib/i18n';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { catalogQuery } from '../catalog-queries';

type CatalogProductSelectProps = Omit<ComponentProps<'button'>, 'onChange' | 'onSelect' | 'value'> & {
  value: number | null;
  onChoose: (product: CatalogProduct) => void;
};

/** The company's catalog products, searched on the server 20 at a time, each with its unit price. */
export function CatalogProductSelect({ value, onChoose, ...props }: CatalogProductSelectProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  // The name picked here; an item's existing product is looked up among the first page of the catalog.
  const [chosen, setChosen] = useState<{ id: number; name: string } | undefined>();
  const query = useQuery({ ...catalogQuery(debounced), placeholderData: keepPreviousData });
  const firstPage = useQuery({ ...catalogQuery(''), enabled: value !== null });
  const products = query.data ?? [];
  const known =
    chosen?.id === value
      ? chosen?.name
      : (products.find((p) => p.id === value) ?? firstPage.data?.find((p) => p.id === value))?.name;
  return (
    <Combobox
      {...props}
      value={value ?? undefined}
      valueLabel={value === null ? undefined : (known ?? t('budget:fields.catalogProduct'))}
      options={products.map((p) => ({ value: p.id, label: p.name, hint: formatMoney(p.unitPrice) }))}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching && products.length === 0}
      placeholder={t('budget:catalog.placeholder')}
      searchPlaceholder={t('budget:catalog.searchPlaceholder')}
      emptyText={query.isError ? t('budget:catalog.loadError') : t('budget:catalog.empty')}
      onChoose={(option) => {
        const product = products.find((p) => p.id === option.value);
        if (!product) return;
        setChosen({ id: product.id, name: product.name });
        onChoose(product);
      }}
    />
  );
}
