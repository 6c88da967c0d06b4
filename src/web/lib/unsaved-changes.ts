import { useEffect, useState } from 'react';

/**
 * The forms on screen whose values differ from what was loaded or saved. One list for the whole tab: the router
 * consults a single navigation blocker (`UnsavedChangesGuard` in the app shell asks this list), while a page form
 * and a dialog form over it may both hold changes.
 */
const dirtyForms = new Set<object>();

/** Whether leaving the current screen would throw away typed values. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Lets the next reload or navigation through without asking: for a button whose whole point is to drop what was
 * typed (Reload after someone else saved the record).
 */
export function discardUnsavedChanges(): void {
  dirtyForms.clear();
}

/**
 * Asks before typed values are lost: an in-app navigation to another screen (a sidebar link, Back) shows the
 * 'Leave without saving?' dialog of the app shell, and a reload or closing the tab the browser's own question.
 * `isDirty` is the form's (react-hook-form's `formState.isDirty`) and false while a save runs, so a save that goes
 * on to another page leaves unasked; a form that stays after its save resets to the saved values.
 */
export function useUnsavedChangesPrompt(isDirty: boolean): void {
  const [form] = useState(() => ({}));
  useEffect(() => {
    if (!isDirty) return;
    dirtyForms.add(form);
    // The browser asks in its own words. Listening only while there is something to lose keeps the page
    // eligible for the back/forward cache the rest of the time.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyForms.has(form)) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(form);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, form]);
}
