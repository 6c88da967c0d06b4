import { createContext, useState } from 'react';

/**
 * Where focus goes when a dialog closes or the route changes, so that it never falls back to <body> (a screen
 * reader would start again from the top of the page, a keyboard user from the first link).
 */

const isFocusable = (el: HTMLElement) =>
  el.isConnected && !el.hasAttribute('disabled') && el.getClientRects().length > 0;

/** What to give focus back to: the focused element, or for a menu item (gone once the menu closes) the menu's trigger. */
export function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  // Radix labels a menu by its trigger.
  const triggerId = menu.getAttribute('aria-labelledby');
  return triggerId ? document.getElementById(triggerId) : null;
}

/** Where a controlled dialog was opened: the control, and the page (pathname) it was on. */
export type Opened = { opener: HTMLElement | null; path: string };

/** The dialog around's Opened (set by Dialog / AlertDialog); undefined for an uncontrolled dialog. */
export const DialogOpenerContext = createContext<Opened | undefined>(undefined);

/**
 * For a controlled dialog: the element that had focus when `open` turned true. Read while rendering, because
 * by the time the dialog's content mounts (and Radix notes what had focus) the menu item that opened it has
 * already been removed from the page.
 */
export function useDialogOpener(open: boolean | undefined): Opened | undefined {
  const capture = (): Opened => ({
    opener: openerOf(document.activeElement),
    path: window.location.pathname,
  });
  const [state, setState] = useState(() => ({ open, opened: open ? capture() : undefined }));
  if (open === undefined) return undefined;
  if (open !== state.open) {
    // Adjusting state while rendering (React's pattern for reacting to a prop change); closing keeps the opener.
    const next = { open, opened: open ? capture() : state.opened };
    setState(next);
    return next.opened;
  }
  return state.opened;
}

/** A visible, enabled button or link with the same name: the opener drawn again (an empty state's button, say). */
function sameControl(opener: HTMLElement): HTMLElement | null {
  const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  const wanted = name(opener);
  if (!wanted) return null;
  const candidates = document.querySelectorAll<HTMLElement>(`${opener.tagName}, [role="button"]`);
  for (const el of candidates) {
    if (name(el) === wanted && isFocusable(el) && !el.closest('[role="dialog"], [role="alertdialog"]')) {
      return el;
    }
  }
  return null;
}

/**
 * Radix's onCloseAutoFocus for a dialog that knows where it was opened: focus goes back to the opener; when
 * that is gone (its row was deleted) to a control of the same name, else to the page heading. The opener may
 * also disappear just after (the list refreshes after a save): then focus moves on the same way rather than
 * dropping to <body>.
 */
export function returnFocus(event: Event, opened: Opened | undefined): void {
  if (event.defaultPrevented || !opened) return;
  event.preventDefault();
  // The dialog led to another page (a search result, a menu link): focus goes to that page's heading. The app
  // shell's own attempt may have come while the dialog still held focus in it.
  if (window.location.pathname !== opened.path) {
    focusPageHeading();
    return;
  }
  const { opener } = opened;
  const fallback = (gone: HTMLElement | null) => {
    const other = gone ? sameControl(gone) : null;
    if (other) other.focus();
    else focusPageHeading();
  };
  if (!opener?.isConnected) {
    fallback(opener);
    return;
  }
  opener.focus();
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (document.activeElement === document.body) fallback(opener);
  });
  const timer = setTimeout(() => stop(), 5_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Focus to the page's h1 in <main> (made focusable with tabindex=-1), or to <main> while the page shows no h1
 * yet (a skeleton while it loads); the h1 takes focus when it appears unless the user has moved on. Returns
 * a function that stops waiting.
 */
export function focusPageHeading(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const focusHeading = (h1: HTMLElement) => {
    if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
    h1.focus();
  };
  const h1 = main.querySelector('h1');
  if (h1) {
    focusHeading(h1);
    return () => {};
  }
  main.focus();
  const observer = new MutationObserver(() => {
    const found = main.querySelector('h1');
    if (!found) return;
    stop();
    if (document.activeElement === main || document.activeElement === document.body) focusHeading(found);
  });
  const timer = setTimeout(() => stop(), 10_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
