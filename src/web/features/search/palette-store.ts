import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open, shared by the Ctrl+K hotkey in the shell and the dashboard's search
 * box. `session` changes with every opening so the palette starts afresh; `initialText` is what the search
 * box had received when it opened the palette.
 */
type PaletteState = { open: boolean; initialText: string; session: number };

let state: PaletteState = { open: false, initialText: '', session: 0 };
const listeners = new Set<() => void>();

function setState(next: PaletteState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openCommandPalette(initialText = ''): void {
  if (state.open) return;
  setState({ open: true, initialText, session: state.session + 1 });
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
