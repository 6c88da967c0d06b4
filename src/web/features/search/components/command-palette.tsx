import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '#web/lib/opened-once';
import { toggleCommandPalette, useCommandPaletteState } from '../palette-store';

const CommandPaletteDialog = lazy(() =>
  import('./command-palette-dialog').then((module) => ({ default: module.CommandPaletteDialog })),
);

/**
 * The search palette of the whole signed-in app: Ctrl+K / Cmd+K anywhere, or the dashboard's search box.
 * Rendered once by the application shell. Only the hotkey is here: the dialog's code (Radix Dialog and its focus
 * trap, the search) is fetched when the palette first opens, so no screen's first load carries it.
 */
export function CommandPalette() {
  const { open } = useCommandPaletteState();
  const wanted = useOpenedOnce(open);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        // The browser's own Ctrl+K (search bar) would steal the keystroke.
        event.preventDefault();
        toggleCommandPalette();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return wanted ? (
    <Suspense fallback={null}>
      <CommandPaletteDialog />
    </Suspense>
  ) : null;
}
