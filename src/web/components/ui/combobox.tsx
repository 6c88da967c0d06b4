import { Check, ChevronsUpDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ComponentProps, type KeyboardEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';
import { Spinner } from './spinner';

export type ComboboxOption = { value: number; label: string; hint?: string | undefined };

type ComboboxProps = Omit<ComponentProps<'button'>, 'onChange' | 'onSelect' | 'value'> & {
  value: number | undefined;
  /** What the closed field shows for the chosen value (it may not be among the current options). */
  valueLabel: string | undefined;
  options: ComboboxOption[];
  onChoose: (option: ComboboxOption) => void;
  /** The search text; the parent asks the server with it. */
  search: string;
  onSearchChange: (search: string) => void;
  loading?: boolean;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
};

/**
 * A searchable select: a field-looking button opens a popover with a search box and a list of options
 * (arrow keys move, Enter chooses, Escape closes). The options come from the server, so nothing is filtered here.
 */
export function Combobox({
  value,
  valueLabel,
  options,
  onChoose,
  search,
  onSearchChange,
  loading = false,
  placeholder,
  searchPlaceholder,
  emptyText,
  className,
  disabled,
  ...buttonProps
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const activeOption = options[Math.min(active, options.length - 1)];

  const choose = (option: ComboboxOption) => {
    onChoose(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted option instead of submitting the surrounding form.
      event.preventDefault();
      if (activeOption) choose(activeOption);
    }
  };

  // Options are not tabbable; this only matters if one was focused by a click-and-hold.
  const onOptionKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && activeOption) choose(activeOption);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next)
          setActive(
            Math.max(
              0,
              options.findIndex((o) => o.value === value),
            ),
          );
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
          <span className={cn('truncate', valueLabel ? '' : 'text-slate-500')}>
            {valueLabel || placeholder}
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
            aria-label={searchPlaceholder}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
            className={cn(fieldClasses, 'h-9 py-1')}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <div id={listId} role="listbox" className="mt-1 max-h-64 overflow-y-auto">
            {options.map((option) => (
              <div
                key={option.value}
                id={`${listId}-${option.value}`}
                role="option"
                // Focus stays in the search box (aria-activedescendant); -1 keeps options out of the tab order.
                tabIndex={-1}
                aria-selected={option.value === value}
                className={cn(
                  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                  option === activeOption && 'bg-slate-100',
                )}
                onMouseEnter={() => setActive(options.indexOf(option))}
                // Mouse down would move focus out of the search box before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onKeyDown={onOptionKeyDown}
              >
                <Check
                  className={cn('size-4 shrink-0', option.value === value ? 'text-primary' : 'invisible')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {/* slate-600: 4.5:1 on the highlighted row's slate-100 too (slate-500 is 4.3:1 there). */}
                {option.hint ? <span className="truncate text-slate-600 text-xs">{option.hint}</span> : null}
              </div>
            ))}
          </div>
          {loading ? (
            <div className="flex items-center gap-2 px-2 py-2 text-slate-500 text-sm">
              <Spinner /> Searching...
            </div>
          ) : options.length === 0 ? (
            <p className="px-2 py-2 text-slate-500 text-sm">{emptyText}</p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
