import { useSyncExternalStore } from 'react';
import { t } from '#web/lib/i18n';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
};

export type ToastState = ToastOptions & { id: number; open: boolean };

// The product shows at most one toast at a time (docs/product.md#errors-and-messages), so the store holds one slot; a new toast replaces it.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, mutation callbacks); replaces the visible one. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id, open: true };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the given toast (or whichever is showing); a newer toast is left alone. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast now in the slot (also what React renders). */
export function peekToast(): ToastState | null {
  return current;
}

/** The toast to render (used by the Toaster only). */
export function useCurrentToast(): ToastState | null {
  return useSyncExternalStore(subscribe, peekToast, peekToast);
}

/** The generic delete toasts (docs/product.md#errors-and-messages), for an item such as 'project' or 'customer'. */
export function toastDeleted(item: string): void {
  toast({
    title: t('common:success'),
    description: t('common:deleted', { item: `${item.charAt(0).toUpperCase()}${item.slice(1)}` }),
  });
}

export function toastDeleteFailed(item: string): void {
  toast({
    title: t('common:error'),
    description: t('common:deleteFailed', { item }),
    variant: 'destructive',
  });
}
