import '#domain/messages/load/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { overlayClasses } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { returnFocus, useDialogOpener } from '#web/lib/focus-return';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
// One debounce hook for the app's search boxes (it lives with the projects list, its first user).
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { searchQuery } from '../api';
import { closeCommandPalette, markPaletteShown, useCommandPaletteState } from '../palette-store';
import { moveIndex, type PaletteItem, toPaletteGroups } from '../search-items';

const DEBOUNCE_MS = 200;

/**
 * The search palette's dialog. Its code (Radix Dialog, the search query, the results) loads the first time the
 * palette opens: `CommandPalette` in command-palette.tsx renders it from then on.
 */
export function CommandPaletteDialog() {
  const { open, initialText, session } = useCommandPaletteState();
  const opened = useDialogOpener(open);
  // The search box stops taking keys: from here the palette's input has them.
  useEffect(() => {
    if (open) markPaletteShown();
  }, [open]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : closeCommandPalette())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          className="fixed inset-x-2 top-2 z-50 flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl data-[state=open]:animate-fade-in md:inset-x-auto md:top-[12vh] md:left-1/2 md:max-h-[70vh] md:w-full md:max-w-xl md:-translate-x-1/2"
          // Focus goes to the search input (autoFocus), not to the first focusable element.
          onOpenAutoFocus={(event) => event.preventDefault()}
          // Escape gives focus back to what had it before Ctrl+K (Radix would leave it on <body>).
          onCloseAutoFocus={(event) => returnFocus(event, opened)}
        >
          <DialogPrimitive.Title className="sr-only">{t('search:label')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {t('search:palette.description')}
          </DialogPrimitive.Description>
          {/* A fresh body per opening: the text and the selection start afresh. */}
          {open ? <PaletteBody key={session} initialText={initialText} /> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PaletteBody({ initialText }: { initialText: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(0);
  // Enter pressed before the answer for the typed text arrived: act on it once it is there.
  const [enterPending, setEnterPending] = useState(false);

  // The server takes at most 200 characters.
  const trimmed = text.trim().slice(0, 200);
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const query = useQuery({
    ...searchQuery(debounced),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });
  const groups = useMemo(() => (trimmed ? toPaletteGroups(query.data) : []), [trimmed, query.data]);
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const settled = trimmed.length > 0 && debounced === trimmed && query.isSuccess && !query.isPlaceholderData;

  // New results: the first one is selected again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reaction is to a new answer.
  useEffect(() => {
    setActive(0);
  }, [query.data]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    closeCommandPalette();
    navigate(item.href);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the awaited answer arrives.
  useEffect(() => {
    if (enterPending && settled) {
      setEnterPending(false);
      choose(items[0]);
    }
  }, [enterPending, settled]);

  const optionId = (item: PaletteItem) => `${listId}-${item.key}`;
  const activeItem = items[active];

  useEffect(() => {
    if (activeItem) document.getElementById(optionId(activeItem))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => moveIndex(i, event.key === 'ArrowDown' ? 1 : -1, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (settled) choose(activeItem);
      else if (trimmed) setEnterPending(true);
    }
  };

  const searching = trimmed.length > 0 && (debounced !== trimmed || query.isFetching);

  return (
    <>
      {/* The input itself draws no outline; its row shows the focus ring instead. */}
      <div className="flex items-center gap-2 border-slate-200 border-b px-3 focus-within:outline-2 focus-within:outline-primary focus-within:-outline-offset-2">
        <Search className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <input
          // biome-ignore lint/a11y/noAutofocus: the palette exists to type into; focus belongs here.
          autoFocus
          type="text"
          role="combobox"
          aria-label={t('search:label')}
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
          placeholder={t('search:placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 focus-visible:outline-none"
        />
        {searching ? <Spinner className="size-4 text-slate-500" /> : null}
        <kbd className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-sans text-slate-500 text-xs sm:inline">
          {t('search:palette.escKey')}
        </kbd>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <div id={listId} role="listbox" aria-label={t('search:palette.results')}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: ARIA's listbox groups its options with role=group.
            <div key={group.heading} role="group" aria-labelledby={`${listId}-${group.heading}`}>
              <div
                id={`${listId}-${group.heading}`}
                className="px-2 pt-2 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wider"
              >
                {group.heading}
              </div>
              {group.items.map((item) => {
                const selected = item === activeItem;
                return (
                  // Keyboard use goes through the input (aria-activedescendant); the mouse picks directly.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled on the input.
                  <div
                    key={item.key}
                    id={optionId(item)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    onMouseMove={() => setActive(items.indexOf(item))}
                    onClick={() => choose(item)}
                    className={cn(
                      'flex cursor-pointer flex-col rounded-md px-2 py-2 text-sm',
                      selected ? 'bg-primary-soft text-primary' : 'text-slate-900',
                    )}
                  >
                    <span className="truncate font-medium">{item.label}</span>
                    <span className={cn('truncate text-xs', selected ? 'text-primary' : 'text-slate-500')}>
                      {item.detail}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <PaletteStatus
          text={trimmed}
          empty={settled && items.length === 0}
          error={query.isError ? errorMessage(query.error, t('search:palette.failed')) : null}
          waiting={trimmed.length > 0 && items.length === 0 && !settled && !query.isError}
        />
      </div>

      <div className="hidden items-center gap-4 border-slate-200 border-t px-3 py-2 text-slate-500 text-xs sm:flex">
        <span>
          <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> {t('search:palette.toMove')}
        </span>
        <span>
          <kbd className="font-sans">{t('search:palette.enterKey')}</kbd> {t('search:palette.toOpen')}
        </span>
        <span>
          <kbd className="font-sans">{t('search:palette.escKey')}</kbd> {t('search:palette.toClose')}
        </span>
      </div>
    </>
  );
}

type StatusProps = { text: string; empty: boolean; error: string | null; waiting: boolean };

/** What the palette says when it has no results to list; announced to screen readers. */
function PaletteStatus({ text, empty, error, waiting }: StatusProps) {
  let message: string | null = null;
  if (!text) message = t('search:palette.prompt');
  else if (error) message = error;
  else if (waiting) message = t('search:palette.searching');
  else if (empty) message = t('search:palette.noResults', { text });
  return (
    <p
      role="status"
      className={cn('px-2 py-6 text-center text-sm', error ? 'text-destructive' : 'text-slate-500', {
        'sr-only': message === null,
      })}
    >
      {message}
    </p>
  );
}
