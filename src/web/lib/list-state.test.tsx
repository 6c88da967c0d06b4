// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from '#web/lib/router';
import { listStateSchema, useListState } from './list-state';

afterEach(cleanup);

const schema = listStateSchema({ sort: v.fallback(v.picklist(['newest', 'name']), 'newest') });

/** The hook inside a memory router at `url`, with the address it writes. */
function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  return renderHook(
    () => {
      const location = useLocation();
      const [state, setState] = useListState(schema);
      return { state, setState, search: location.search };
    },
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads the state from the address, and nonsense as the defaults', () => {
    expect(renderAt('/list?search=smith&page=3&sort=name').result.current.state).toEqual({
      search: 'smith',
      page: 3,
      sort: 'name',
    });
    cleanup();
    expect(renderAt('/list?page=0&sort=%27;drop').result.current.state).toEqual({
      search: '',
      page: 1,
      sort: 'newest',
    });
  });

  it('writes only what differs from the defaults, and goes back to page 1 when anything else changes', () => {
    const { result } = renderAt('/list?page=4&other=kept');
    act(() => result.current.setState({ sort: 'name' }));
    expect(result.current.search).toBe('?other=kept&sort=name');
    act(() => result.current.setState({ page: 2 }));
    expect(result.current.state).toEqual({ search: '', page: 2, sort: 'name' });
    act(() => result.current.setState({ sort: 'newest', search: 'bob' }));
    expect(result.current.search).toBe('?other=kept&search=bob');
  });

  it('writes nothing once the person is leaving: a late search does not cancel a click to another page', async () => {
    // The next page's code is still loading (a lazy route that has not arrived) when the search is written.
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter(
        [
          { path: '/list', element: children },
          { path: '/detail', lazy: () => new Promise(() => {}) },
        ],
        { initialEntries: ['/list'] },
      );
      return <RouterProvider router={router} />;
    };
    const { result } = renderHook(
      () => {
        const location = useLocation();
        const [, setState] = useListState(schema);
        return { setState, path: `${location.pathname}${location.search}` };
      },
      { wrapper },
    );
    await act(async () => {
      void router!.navigate('/detail');
    });
    expect(router!.state.navigation.location?.pathname).toBe('/detail');
    act(() => result.current.setState({ search: 'smith' }, { replace: true }));
    expect(router!.state.navigation.location?.pathname).toBe('/detail');
    expect(result.current.path).toBe('/list');
  });
});
