import '#domain/messages/load/vendors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ComponentProps, useRef, useState } from 'react';
import type { Vendor } from '#domain/contracts/vendors';
import { Combobox, type ComboboxOption } from '#web/components/ui/combobox';
import { t } from '#web/lib/i18n';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { vendorOptionsQuery } from '../api';
import { VendorFormDialog } from './vendor-form-dialog';

/** What a form keeps of the chosen vendor: its id and its name (the expense stores the name as text too). */
export type ChosenVendor = Pick<Vendor, 'id' | 'name'>;

type VendorSelectorProps = Omit<ComponentProps<'button'>, 'onChange' | 'onSelect' | 'value'> & {
  /** The chosen vendor, or null for None. */
  value: ChosenVendor | null;
  onChange: (vendor: ChosenVendor | null) => void;
  /** A vendor must be chosen (an order, a bill): no None choice. */
  required?: boolean;
};

const NONE: ComboboxOption<number | null> = { value: null, label: t('vendors:selector.none') };

/**
 * The vendor selector (docs/product.md#vendors) of the expense, selection, order and bill forms: the shared
 * Combobox with a None choice (unless `required`), a Vendors group (searched on the server, only while open) and
 * 'Add new vendor' at the foot, which opens the Add New Vendor dialog and chooses the vendor it creates.
 */
export function VendorSelector({ value, onChange, required, ...buttonProps }: VendorSelectorProps) {
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const field = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const query = useQuery({
    ...vendorOptionsQuery(debounced),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const vendors = query.data ?? [];
  return (
    <>
      <Combobox<number | null>
        {...buttonProps}
        ref={field}
        value={value?.id ?? null}
        valueLabel={value?.name}
        fixedOptions={required ? [] : [NONE]}
        groupLabel={t('vendors:title')}
        listLabel={t('vendors:title')}
        options={vendors.map((v) => ({ value: v.id, label: v.name, hint: v.primaryContact }))}
        search={search}
        onSearchChange={setSearch}
        onOpenChange={setOpen}
        loading={query.isFetching && vendors.length === 0}
        placeholder={t('vendors:selector.placeholder')}
        searchPlaceholder={t('vendors:searchPlaceholder')}
        searchLabel={t('vendors:search')}
        emptyText={t('vendors:noResultsTitle')}
        errorText={query.isError ? t('vendors:loadError') : undefined}
        onChoose={(option) =>
          onChange(option.value === null ? null : { id: option.value, name: option.label })
        }
        footer={(close) => (
          <button
            type="button"
            className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-primary text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
            onClick={() => {
              close();
              // The dialog gives focus back to what had it when it opened: the Vendor field, not this row,
              // which is gone by the time it closes.
              field.current?.focus();
              setAdding(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('vendors:selector.addNew')}
          </button>
        )}
      />
      {/* A form dialog submits only its own form (FormDialog), never the expense form this selector sits in. */}
      <VendorFormDialog
        open={adding}
        onOpenChange={setAdding}
        addTitle={t('vendors:addNew')}
        onCreated={(vendor) => onChange({ id: vendor.id, name: vendor.name })}
      />
    </>
  );
}
