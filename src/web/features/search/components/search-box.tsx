import '#domain/messages/load/search';
import { Search } from 'lucide-react';
import { fieldClasses } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { openCommandPalette, typeWhilePaletteOpens, useCommandPaletteState } from '../palette-store';

// Apple keyboards say Cmd; the hotkey listens to both.
const shortcut =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
    ? '⌘K'
    : t('search:shortcut');

/**
 * The dashboard's search box. It is the entrance to the command palette: a click, Enter, an arrow key or
 * the first typed character opens the palette, carrying what was typed.
 */
export function SearchBox({ className }: { className?: string }) {
  const palette = useCommandPaletteState();
  // The palette's code may still be loading after the first character: what is typed meanwhile stays here and
  // goes with it.
  const opening = palette.open && !palette.shown;
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={t('search:label')}
        aria-haspopup="dialog"
        // visible-texts: the keys, in ARIA's notation
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={t('search:placeholder')}
        autoComplete="off"
        value={opening ? palette.initialText : ''}
        onChange={(event) =>
          opening ? typeWhilePaletteOpens(event.target.value) : openCommandPalette(event.target.value)
        }
        onClick={() => openCommandPalette()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            openCommandPalette();
          }
        }}
        className={cn(fieldClasses, 'h-9 py-1 pr-14 pl-9')}
      />
      <kbd className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-sans text-slate-500 text-xs sm:inline">
        {shortcut}
      </kbd>
    </div>
  );
}
