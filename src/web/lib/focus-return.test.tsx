// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading, openerOf, returnFocus, useDialogOpener } from './focus-return';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A cancelable event like Radix's onCloseAutoFocus one. */
const closeEvent = () => new Event('focusScope.autoFocusOnUnmount', { cancelable: true });

describe('openerOf', () => {
  it("is the focused control, or for a menu item the menu's trigger", () => {
    document.body.innerHTML = `
      <button id="trigger">Actions for Ada</button>
      <div role="menu" aria-labelledby="trigger"><div role="menuitem" tabindex="-1">Edit</div></div>
      <button id="plain">Add</button>`;
    expect(openerOf(document.querySelector('[role="menuitem"]'))?.id).toBe('trigger');
    expect(openerOf(document.getElementById('plain'))?.id).toBe('plain');
    expect(openerOf(document.body)).toBeNull();
  });
});

describe('useDialogOpener', () => {
  function Probe({ open, seen }: { open: boolean | undefined; seen: (v: unknown) => void }) {
    seen(useDialogOpener(open)?.opener?.id ?? null);
    return null;
  }

  it('notes what had focus when open turns true and keeps it while closing', () => {
    document.body.innerHTML = '<button id="first">A</button><button id="second">B</button>';
    const seen: unknown[] = [];
    const record = (v: unknown) => seen.push(v);
    document.getElementById('first')?.focus();
    const view = render(<Probe open={false} seen={record} />);
    expect(seen.at(-1)).toBeNull();
    view.rerender(<Probe open seen={record} />);
    expect(seen.at(-1)).toBe('first');
    // Focus moves into the dialog: the opener stays the one noted at opening.
    document.getElementById('second')?.focus();
    view.rerender(<Probe open seen={record} />);
    view.rerender(<Probe open={false} seen={record} />);
    expect(seen.at(-1)).toBe('first');
  });

  it('is undefined for an uncontrolled dialog', () => {
    const seen: unknown[] = [];
    render(<Probe open={undefined} seen={(v) => seen.push(v)} />);
    expect(seen.at(-1)).toBeNull();
  });
});

describe('returnFocus', () => {
  const path = () => window.location.pathname;

  it('focuses the opener when it is still on the page', () => {
    document.body.innerHTML = '<button id="opener">Edit</button>';
    const opener = document.getElementById('opener');
    const event = closeEvent();
    returnFocus(event, { opener, path: path() });
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to a control of the same name, else the page heading', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Budget</h1><button>Add Item</button></main>';
    // jsdom lays nothing out: the button is shown as far as the fallback can tell.
    const shown = document.querySelector('main button') as HTMLElement;
    shown.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    const gone = document.createElement('button');
    gone.textContent = 'Add Item';
    returnFocus(closeEvent(), { opener: gone, path: path() });
    expect(document.activeElement?.textContent).toBe('Add Item');

    const other = document.createElement('button');
    other.textContent = 'Delete';
    returnFocus(closeEvent(), { opener: other, path: path() });
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('focuses the new page heading after the dialog led to another page; leaves uncontrolled ones to Radix', () => {
    document.body.innerHTML = '<button id="opener">Search</button><main id="main"><h1>Project</h1></main>';
    const opener = document.getElementById('opener');
    returnFocus(closeEvent(), { opener, path: '/elsewhere' });
    expect(document.activeElement?.tagName).toBe('H1');
    const event = closeEvent();
    returnFocus(event, undefined);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('focusPageHeading', () => {
  it('focuses <main> until the page shows its h1, then the h1', async () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>Loading</p></main>';
    const stop = focusPageHeading();
    const main = document.getElementById('main');
    expect(document.activeElement).toBe(main);
    await act(async () => {
      main?.insertAdjacentHTML('afterbegin', '<h1>Projects</h1>');
    });
    const h1 = document.querySelector('h1');
    expect(document.activeElement).toBe(h1);
    expect(h1?.getAttribute('tabindex')).toBe('-1');
    stop();
  });
});
