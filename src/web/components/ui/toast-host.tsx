import { lazy, Suspense, useRef } from 'react';
import { useCurrentToast } from './toast-store';

/** The Radix Toast code (about 11 KB compressed): not needed until something is said. */
export const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster once the first toast is asked for, and keeps it from then on. The toast waits in the store
 * meanwhile, and Radix starts its timer when it mounts, so it shows for its full time. main.tsx also starts the
 * download when the first mutation starts, so the answer's toast rarely waits at all.
 */
export function ToastHost() {
  const current = useCurrentToast();
  const needed = useRef(false);
  if (current) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
