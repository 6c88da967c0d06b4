// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from '#web/lib/router';
import { commaList, useUrlState, wholeNumberParam } from './url-state';

afterEach(cleanup);

const kinds = ['task', 'event', 'invoice'] as const;
const schema = v.object({
  tab: v.fallback(v.picklist(['overview', 'tasks', 'budget']), 'overview'),
  period: v.fallback(v.picklist(['all', 'this-month']), 'all'),
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/))), undefined),
  kinds: v.fallback(commaList(v.picklist(kinds)), [...kinds]),
});

/** The hook inside a memory router at `url`, with the address it writes and the router (for Back and Forward). */
function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/page', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => {
      const location = useLocation();
      const [state, setState] = useUrlState(schema);
      return { state, setState, search: location.search };
    },
    { wrapper },
  );
  return { ...hook, router: () => router! };
}

describe('useUrlState', () => {
  it('reads the state from the address, and the defaults when it is empty', () => {
    expect(
      renderAt('/page?tab=budget&period=this-month&month=2026-03&kinds=task,event').result.current.state,
    ).toEqual({
      tab: 'budget',
      period: 'this-month',
      month: '2026-03',
      kinds: ['task', 'event'],
    });
    cleanup();
    expect(renderAt('/page').result.current.state).toEqual({
      tab: 'overview',
      period: 'all',
      month: undefined,
      kinds: ['task', 'event', 'invoice'],
    });
  });

  it('reads a value that does not parse as its default, and keeps the fields that do', () => {
    const { result } = renderAt('/page?tab=%27;drop&period=this-month&month=March&kinds=task,nonsense');
    expect(result.current.state).toEqual({
      tab: 'overview',
      period: 'this-month',
      month: undefined,
      kinds: ['task', 'event', 'invoice'],
    });
    // The next write leaves the nonsense out of the address rather than carrying it along.
    act(() => result.current.setState({ tab: 'tasks' }));
    expect(result.current.search).toBe('?tab=tasks&period=this-month');
  });

  it('writes only what differs from the defaults and keeps the parameters that are not its own', () => {
    const { result } = renderAt('/page?other=kept');
    act(() => result.current.setState({ tab: 'budget', month: '2026-05' }));
    expect(result.current.search).toBe('?other=kept&tab=budget&month=2026-05');
    act(() => result.current.setState({ tab: 'overview', kinds: ['event'] }));
    expect(result.current.search).toBe('?other=kept&month=2026-05&kinds=event');
    // No kind at all is not the default (every kind): it is written, as an empty value.
    act(() => result.current.setState({ kinds: [] }));
    expect(result.current.state.kinds).toEqual([]);
    act(() =>
      result.current.setState((current) => ({ kinds: [...current.kinds, 'task', 'event', 'invoice'] })),
    );
    expect(result.current.search).toBe('?other=kept&month=2026-05');
  });

  it('adds a history entry per change unless told to replace, so Back and Forward walk through the states', async () => {
    const { result, router } = renderAt('/page');
    act(() => result.current.setState({ tab: 'tasks' }));
    act(() => result.current.setState({ tab: 'budget' }));
    act(() => result.current.setState({ period: 'this-month' }, { history: 'replace' }));
    expect(result.current.search).toBe('?tab=budget&period=this-month');
    await act(() => router().navigate(-1));
    expect(result.current.state.tab).toBe('tasks');
    await act(() => router().navigate(-1));
    expect(result.current.state.tab).toBe('overview');
    await act(() => router().navigate(1));
    expect(result.current.state.tab).toBe('tasks');
  });

  it('adds no history entry for a choice reported twice before the address changes, or for no change', async () => {
    const { result, router } = renderAt('/page');
    act(() => result.current.setState({ tab: 'tasks' }));
    // A tab trigger reports the choice on mouse down and again on focus.
    act(() => {
      result.current.setState({ tab: 'budget' });
      result.current.setState({ tab: 'budget' });
    });
    act(() => result.current.setState({ tab: 'budget' }));
    expect(result.current.search).toBe('?tab=budget');
    await act(() => router().navigate(-1));
    expect(result.current.state.tab).toBe('tasks');
    // After Back the same choice again is a change again.
    act(() => result.current.setState({ tab: 'budget' }));
    expect(result.current.search).toBe('?tab=budget');
  });

  it('drops the parameters a change names, or every one that is not its own', () => {
    const { result } = renderAt('/page?search=smith&page=3&period=this-month');
    act(() => result.current.setState({ month: '2026-01' }, { drop: ['page'] }));
    expect(result.current.search).toBe('?search=smith&period=this-month&month=2026-01');
    act(() => result.current.setState({ tab: 'tasks' }, { drop: 'others' }));
    expect(result.current.search).toBe('?tab=tasks&period=this-month&month=2026-01');
  });
});

describe('wholeNumberParam and commaList', () => {
  it('read whole numbers within bounds and comma lists of them, as zod coerced them', () => {
    const page = v.fallback(wholeNumberParam(1, 100), 1);
    expect(['3', ' 7 ', '100'].map((text) => v.parse(page, text))).toEqual([3, 7, 100]);
    expect(['0', '101', '2.5', 'x', '', undefined].map((text) => v.parse(page, text))).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
    const ids = v.fallback(commaList(wholeNumberParam(1, Number.MAX_SAFE_INTEGER)), []);
    expect(v.parse(ids, '4,9')).toEqual([4, 9]);
    expect(v.parse(ids, '')).toEqual([]);
    expect(v.parse(ids, '4,,9')).toEqual([]);
    expect(v.parse(ids, '1e300')).toEqual([]);
  });
});
