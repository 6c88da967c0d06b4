import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';
import type { ComboboxOption, ComboboxProps } from './combobox';
import { ComboboxButton } from './combobox-button';
import { fieldClasses } from './input';
import { Spinner } from './spinner';

/**
 * The combobox once its first opening asked for it (combobox.tsx): Radix Popover with the search box and the list.
 * It mounts open.
 */
export default function ComboboxPopover<V = number>({
  value,
  valueLabel,
  options,
  onChoose,
  search,
  onSearchChange,
  loading = false,
  placeholder,
  searchPlaceholder,
  searchLabel = searchPlaceholder,
  emptyText,
  errorText,
  fixedOptions = [],
  groupLabel,
  listLabel,
  footer,
  onOpenChange,
  className,
  disabled,
  ...buttonProps
}: ComboboxProps<V>) {
  const listId = useId();
  const groupLabelId = useId();
  const [open, setOpenState] = useState(true);
  const [active, setActive] = useState(0);
  // Closed by the footer's action, which moves focus on itself (see `footer`).
  const handingFocusOn = useRef(false);
  // Keyboard order: the fixed choices, then the searched ones; rows are named by their place in it.
  const all = [...fixedOptions, ...options];
  const activeIndex = Math.min(active, all.length - 1);
  const activeOption = all[activeIndex];
  const rowId = (index: number) => `${listId}-${index}`;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
    if (next)
      setActive(
        Math.max(
          0,
          all.findIndex((o) => o.value === value),
        ),
      );
  };
  // Mounted by the first press: the parent hears of the opening, and the chosen value is highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the first opening.
  useEffect(() => {
    setOpen(true);
  }, []);
  const choose = (option: ComboboxOption<V>) => {
    onChoose(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (all.length ? (current + step + all.length) % all.length : 0));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted option instead of submitting the surrounding form.
      event.preventDefault();
      if (activeOption) choose(activeOption);
    }
  };

  const row = (option: ComboboxOption<V>, index: number) => (
    <div
      key={rowId(index)}
      id={rowId(index)}
      role="option"
      // Focus stays in the search box (aria-activedescendant); -1 keeps options out of the tab order.
      tabIndex={-1}
      aria-selected={option.value === value}
      className={cn(
        'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
        index === activeIndex && 'bg-slate-100',
      )}
      onMouseEnter={() => setActive(index)}
      // Mouse down would move focus out of the search box before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
      // Options are not tabbable; this only matters if one was focused by a click-and-hold.
      onKeyDown={(event) => (event.key === 'Enter' ? choose(option) : undefined)}
    >
      <Check
        className={cn('size-4 shrink-0', option.value === value ? 'text-primary' : 'invisible')}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1 truncate">{option.label}</span>
      {/* slate-600: 4.5:1 on the highlighted row's slate-100 too (slate-500 is 4.3:1 there). */}
      {option.hint ? <span className="truncate text-slate-600 text-xs">{option.hint}</span> : null}
    </div>
  );
  const searched = options.map((option, i) => row(option, fixedOptions.length + i));

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <ComboboxButton
          valueLabel={valueLabel}
          placeholder={placeholder}
          open={open}
          disabled={disabled}
          className={className}
          {...buttonProps}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          onCloseAutoFocus={(event) => {
            if (handingFocusOn.current) event.preventDefault();
            handingFocusOn.current = false;
          }}
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border border-slate-200 bg-white p-1 shadow-md data-[state=open]:animate-fade-in"
        >
          <input
            // biome-ignore lint/a11y/noAutofocus: the popover opens to search; focus belongs in its search box.
            autoFocus
            role="combobox"
            aria-label={searchLabel}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeOption ? rowId(activeIndex) : undefined}
            className={cn(fieldClasses, 'h-9 py-1')}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <div id={listId} role="listbox" aria-label={listLabel} className="mt-1 max-h-64 overflow-y-auto">
            {fixedOptions.map(row)}
            {groupLabel ? (
              // biome-ignore lint/a11y/useSemanticElements: ARIA's listbox groups its options with role=group.
              <div role="group" aria-labelledby={groupLabelId}>
                <div id={groupLabelId} className="px-2 pt-2 pb-1 font-medium text-slate-500 text-xs">
                  {groupLabel}
                </div>
                {searched}
              </div>
            ) : (
              searched
            )}
          </div>
          {loading ? (
            <div className="flex items-center gap-2 px-2 py-2 text-slate-500 text-sm">
              <Spinner /> {t('common:searching')}
            </div>
          ) : errorText ? (
            <p className="px-2 py-2 text-red-700 text-sm">{errorText}</p>
          ) : options.length === 0 ? (
            <p className="px-2 py-2 text-slate-500 text-sm">{emptyText}</p>
          ) : null}
          {footer ? (
            <div className="mt-1 border-slate-200 border-t pt-1">
              {footer(() => {
                handingFocusOn.current = true;
                setOpen(false);
              })}
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
