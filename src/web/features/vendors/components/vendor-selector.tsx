import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ComponentProps, type KeyboardEvent, useId, useState } from 'react';
import type { Vendor } from '../../../../domain/contracts/vendors';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { vendorOptionsQuery } from '../api';
import { VendorFormDialog } from './vendor-form-dialog';

/** What a form keeps of the chosen vendor: its id and its name (the expense stores the name as text too). */
export type ChosenVendor = Pick<Vendor, 'id' | 'name'>;

type VendorSelectorProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  /** The chosen vendor, or null for None. */
  value: ChosenVendor | null;
  onChange: (vendor: ChosenVendor | null) => void;
};

/** One row of the list: None (value null) or a vendor. */
type Choice = { key: string; vendor: ChosenVendor | null; label: string; hint?: string | null };

/**
 * The spec's vendor selector for the expense form: a field-looking button opens a search box over a None option
 * and a Vendors group (searched on the server), with 'Add new vendor' at the foot, which opens the Add New Vendor
 * dialog and chooses the vendor it creates. Arrow keys move, Enter chooses, Escape closes.
 */
export function VendorSelector({
  value,
  onChange,
  className,
  disabled,
  ...buttonProps
}: VendorSelectorProps) {
  const listId = useId();
  const groupLabelId = useId();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(search.trim());
  const query = useQuery({
    ...vendorOptionsQuery(debounced),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const vendors = query.data ?? [];

  const none: Choice = { key: 'none', vendor: null, label: 'None' };
  const vendorChoices: Choice[] = vendors.map((v) => ({
    key: String(v.id),
    vendor: { id: v.id, name: v.name },
    label: v.name,
    hint: v.primaryContact,
  }));
  const choices = [none, ...vendorChoices];
  const activeChoice = choices[Math.min(active, choices.length - 1)];
  const isChosen = (choice: Choice) => (choice.vendor?.id ?? null) === (value?.id ?? null);

  const choose = (choice: Choice) => {
    onChange(choice.vendor);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted row instead of submitting the surrounding form.
      event.preventDefault();
      if (activeChoice) choose(activeChoice);
    }
  };

  const row = (choice: Choice) => (
    <div
      key={choice.key}
      id={`${listId}-${choice.key}`}
      role="option"
      // Focus stays in the search box (aria-activedescendant); -1 keeps rows out of the tab order.
      tabIndex={-1}
      aria-selected={isChosen(choice)}
      className={cn(
        'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
        choice === activeChoice && 'bg-slate-100',
      )}
      onMouseEnter={() => setActive(choices.indexOf(choice))}
      // Mouse down would move focus out of the search box before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(choice)}
      onKeyDown={(event) => (event.key === 'Enter' ? choose(choice) : undefined)}
    >
      <Check
        className={cn('size-4 shrink-0', isChosen(choice) ? 'text-primary' : 'invisible')}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1 truncate">{choice.label}</span>
      {choice.hint ? <span className="truncate text-slate-600 text-xs">{choice.hint}</span> : null}
    </div>
  );

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setActive(Math.max(0, choices.findIndex(isChosen)));
        }}
      >
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-haspopup="listbox"
            aria-expanded={open}
            disabled={disabled}
            className={cn(fieldClasses, 'flex h-9 items-center justify-between gap-2 text-left', className)}
            {...buttonProps}
          >
            <span className={cn('truncate', value ? '' : 'text-slate-500')}>
              {value?.name ?? 'Select vendor'}
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border border-slate-200 bg-white p-1 shadow-md data-[state=open]:animate-fade-in"
          >
            <input
              // biome-ignore lint/a11y/noAutofocus: the popover opens to search; focus belongs in its search box.
              autoFocus
              role="combobox"
              aria-label="Search vendors"
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={activeChoice ? `${listId}-${activeChoice.key}` : undefined}
              className={cn(fieldClasses, 'h-9 py-1')}
              placeholder="Search vendors..."
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <div id={listId} role="listbox" aria-label="Vendors" className="mt-1 max-h-64 overflow-y-auto">
              {row(none)}
              {/* biome-ignore lint/a11y/useSemanticElements: ARIA's listbox groups its options with role=group. */}
              <div role="group" aria-labelledby={groupLabelId}>
                <div id={groupLabelId} className="px-2 pt-2 pb-1 font-medium text-slate-500 text-xs">
                  Vendors
                </div>
                {vendorChoices.map(row)}
              </div>
            </div>
            {query.isFetching && vendors.length === 0 ? (
              <div className="flex items-center gap-2 px-2 py-2 text-slate-500 text-sm">
                <Spinner /> Searching...
              </div>
            ) : query.isError ? (
              <p className="px-2 py-2 text-red-700 text-sm">Error loading vendors. Please try again.</p>
            ) : vendors.length === 0 ? (
              <p className="px-2 py-2 text-slate-500 text-sm">No vendors found</p>
            ) : null}
            <div className="mt-1 border-slate-200 border-t pt-1">
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-primary text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
                onClick={() => {
                  setOpen(false);
                  setAdding(true);
                }}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add new vendor
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {/* The dialog is portaled out of the DOM, but React still bubbles its submit up the component tree: stopped
          here so saving a vendor never submits the expense form this selector sits in. */}
      <div className="contents" onSubmit={(event) => event.stopPropagation()}>
        <VendorFormDialog
          open={adding}
          onOpenChange={setAdding}
          addTitle="Add New Vendor"
          onCreated={(vendor) => onChange({ id: vendor.id, name: vendor.name })}
        />
      </div>
    </>
  );
}
