import { type ComponentProps, lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { ComboboxButton } from './combobox-button';

// The popover (Radix Popover and floating-ui's positioning, about 13 KB) loads on the first press of the field,
// not with the screen: a list's filter or a form's select is drawn before anyone opens it.
const ComboboxPopover = lazy(() => import('./combobox-popover')) as unknown as <V>(
  props: ComboboxProps<V>,
) => ReactElement;

/** One choice; `V` is the value type, `number` for records, `number | null` where a None choice exists. */
export type ComboboxOption<V = number> = { value: V; label: string; hint?: string | null | undefined };

export type ComboboxProps<V> = Omit<ComponentProps<'button'>, 'onChange' | 'onSelect' | 'value'> & {
  value: V | undefined;
  /** What the closed field shows for the chosen value (it may not be among the current options). */
  valueLabel: string | undefined;
  /** The server's answer for the search. */
  options: ComboboxOption<V>[];
  onChoose: (option: ComboboxOption<V>) => void;
  /** The search text; the parent asks the server with it. */
  search: string;
  onSearchChange: (search: string) => void;
  loading?: boolean;
  placeholder: string;
  searchPlaceholder: string;
  /** The search box's accessible name, when it should differ from its placeholder. */
  searchLabel?: string;
  emptyText: string;
  /** Said instead of emptyText when the search failed. */
  errorText?: string | undefined;
  /** Choices always offered above the searched ones (a None choice). */
  fixedOptions?: ComboboxOption<V>[];
  /** Puts the searched options in a group of this name, below the fixed ones. */
  groupLabel?: string;
  /** The list's accessible name. */
  listLabel?: string;
  /**
   * An action row under the list ('Add new vendor'); `close` closes the popover first and leaves focus to what
   * the action opens (its dialog): handed back to the field, it would blur the dialog's first field as it took
   * focus, and that blur would show the field's message before anything was typed.
   */
  footer?: (close: () => void) => ReactNode;
  /** Told when the popover opens or closes (a parent that asks the server only while it is open). */
  onOpenChange?: (open: boolean) => void;
};

/**
 * A searchable select: a field-looking button opens a popover with a search box and a list of options
 * (arrow keys move, Enter chooses, Escape closes). The options come from the server, so nothing is filtered here.
 * Until its first press the field is a plain button; the press loads the popover, which opens at once.
 */
export function Combobox<V = number>(props: ComboboxProps<V>) {
  const [wanted, setWanted] = useState(false);
  const { valueLabel, placeholder, className, disabled } = props;
  const button = (
    <ComboboxButton
      valueLabel={valueLabel}
      placeholder={placeholder}
      open={false}
      disabled={disabled}
      className={className}
      {...buttonPropsOf(props)}
      onClick={wanted ? undefined : () => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ComboboxPopover {...props} />
    </Suspense>
  );
}

/** The props meant for the field's button: what is left after the combobox's own. */
function buttonPropsOf<V>({
  value: _value,
  valueLabel: _valueLabel,
  options: _options,
  onChoose: _onChoose,
  search: _search,
  onSearchChange: _onSearchChange,
  loading: _loading,
  placeholder: _placeholder,
  searchPlaceholder: _searchPlaceholder,
  searchLabel: _searchLabel,
  emptyText: _emptyText,
  errorText: _errorText,
  fixedOptions: _fixedOptions,
  groupLabel: _groupLabel,
  listLabel: _listLabel,
  footer: _footer,
  onOpenChange: _onOpenChange,
  className: _className,
  disabled: _disabled,
  ...buttonProps
}: ComboboxProps<V>) {
  return buttonProps;
}
