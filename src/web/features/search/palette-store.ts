import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open, shared by the Ctrl+K hotkey in the shell and the dashboard's search
 * box. `session` changes with every opening so the palette starts afresh; `initialText` is what the search
 * box had received when it opened the palette. `shown` turns true when the palette's dialog has appeared: its
 * code loads on the first opening, and until then the search box goes on taking the keys typed.
 */
type PaletteState = { open: boolean; initialText: string; session: number; shown: boolean };

let state: PaletteState = { open: false, initialText: '', session: 0, shown: false };
const listeners = new Set<() => void>();

function setState(next: PaletteState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openCommandPalette(initialText = ''): void {
  if (state.open) return;
  setState({ open: true, initialText, session: state.session + 1, shown: false });
}

/** The search box's text while the palette opens and its dialog is not there yet: the palette starts with it. */
export function typeWhilePaletteOpens(text: string): void {
  if (state.open && !state.shown) setState({ ...state, initialText: text });
}

/** Said by the palette's dialog once it is on the page and has taken the search box's text. */
export function markPaletteShown(): void {
  if (state.open && !state.shown) setState({ ...state, shown: true });
}

export function closeCommandPalette(): void {
  if (state.open) setState({ ...state, open: false });
}

export function toggleCommandPalette(): void {
  if (state.open) closeCommandPalette();
  else openCommandPalette();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCommandPaletteState(): PaletteState {
  return useSyncExternalStore(subscribe, () => state);
}
