// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Outlet,
  type RouteObject,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './index';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function ShowParams() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

const where = () => screen.getByTestId('where').textContent;

/** A module that arrives when the test says so. */
function deferred() {
  let arrive: (value: { Component: () => React.ReactNode }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<{ Component: () => React.ReactNode }>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => promise, arrive, fail };
}

describe('matching', () => {
  it('prefers the most specific path whatever the order, and decodes parameters', () => {
    const router = createMemoryRouter(
      [
        { path: '*', element: <p>anything</p> },
        { path: '/projects/:id', element: <ShowParams /> },
        { path: '/projects/new', element: <p>new project</p> },
        { path: '/', element: <p>home</p> },
      ],
      { initialEntries: ['/projects/new'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('new project')).toBeTruthy();
    act(() => void router.navigate('/projects/a%20b'));
    expect(screen.getByTestId('params').textContent).toBe('{"id":"a b"}');
    act(() => void router.navigate('/projects/7/'));
    expect(screen.getByTestId('params').textContent).toBe('{"id":"7"}');
    act(() => void router.navigate('/'));
    expect(screen.getByText('home')).toBeTruthy();
    act(() => void router.navigate('/nowhere/at/all'));
    expect(screen.getByText('anything')).toBeTruthy();
  });

  it('renders layouts around their children through the outlet, and index routes at the parent path', () => {
    const routes: RouteObject[] = [
      {
        element: (
          <section aria-label="layout">
            <Outlet />
          </section>
        ),
        children: [
          { path: '/auth', children: [{ index: true, element: <p>sign in</p> }] },
          { path: '/team/:id', element: <ShowParams /> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/auth'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('region', { name: 'layout' }).textContent).toBe('sign in');
    act(() => void router.navigate('/team/3'));
    expect(screen.getByRole('region', { name: 'layout' }).textContent).toBe('{"id":"3"}');
  });
});

describe('lazy screens', () => {
  it('shows the fallback first, then keeps the current screen while the next one loads', async () => {
    const first = deferred();
    const second = deferred();
    function Bar() {
      const navigation = useNavigation();
      return (
        <p data-testid="bar">
          {navigation.state === 'loading' ? `to ${navigation.location.pathname}` : 'idle'}
        </p>
      );
    }
    const router = createMemoryRouter(
      [
        {
          HydrateFallback: () => <p>starting</p>,
          element: (
            <>
              <Bar />
              <Outlet />
            </>
          ),
          children: [
            { path: '/a', lazy: first.load },
            { path: '/b', lazy: second.load },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('starting')).toBeTruthy();
    await act(async () => first.arrive({ Component: () => <p>screen a</p> }));
    expect(screen.getByText('screen a')).toBeTruthy();

    await act(async () => void router.navigate('/b'));
    expect(screen.getByText('screen a')).toBeTruthy();
    expect(screen.getByTestId('bar').textContent).toBe('to /b');
    expect(router.state.location.pathname).toBe('/a');
    await act(async () => second.arrive({ Component: () => <p>screen b</p> }));
    expect(screen.getByText('screen b')).toBeTruthy();
    expect(screen.getByTestId('bar').textContent).toBe('idle');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('drops a navigation that a newer one overtook', async () => {
    const slow = deferred();
    const router = createMemoryRouter(
      [
        { path: '/', element: <Where /> },
        { path: '/slow', lazy: slow.load },
        { path: '/fast', element: <Where /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate('/slow'));
    await act(async () => void router.navigate('/fast'));
    await act(async () => slow.arrive({ Component: () => <p>slow screen</p> }));
    expect(where()).toBe('/fast');
    expect(screen.queryByText('slow screen')).toBeNull();
  });

  it('shows the error element with the error when a screen cannot load or throws, and recovers on the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = deferred();
    function ShowError() {
      return <p data-testid="error">{String((useRouteError() as Error).message)}</p>;
    }
    function Throws(): never {
      throw new Error('render failed');
    }
    const router = createMemoryRouter(
      [
        {
          errorElement: <ShowError />,
          children: [
            { path: '/', element: <Where /> },
            { path: '/broken', lazy: broken.load },
            { path: '/throws', Component: Throws },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate('/broken'));
    await act(async () => broken.fail(new Error('chunk missing')));
    expect(screen.getByTestId('error').textContent).toBe('chunk missing');
    expect(router.state.location.pathname).toBe('/broken');
    await act(async () => void router.navigate('/'));
    expect(where()).toBe('/');
    await act(async () => void router.navigate('/throws'));
    expect(screen.getByTestId('error').textContent).toBe('render failed');
    await act(async () => void router.navigate('/'));
    expect(where()).toBe('/');
  });
});

describe('links and the query string', () => {
  it('navigates on a plain click, leaves modified clicks to the browser, and replaces the entry it is on', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Where />
              <Link to="/customers?search=a b">customers</Link>
              <Link to="?tab=tasks">tasks</Link>
            </>
          ),
        },
      ],
      { initialEntries: ['/projects/1'] },
    );
    render(<RouterProvider router={router} />);
    const customers = screen.getByRole('link', { name: 'customers' });
    expect(customers.getAttribute('href')).toBe('/customers?search=a%20b');
    expect(screen.getByRole('link', { name: 'tasks' }).getAttribute('href')).toBe('/projects/1?tab=tasks');
    fireEvent.click(customers, { ctrlKey: true });
    expect(where()).toBe('/projects/1');
    fireEvent.click(screen.getByRole('link', { name: 'tasks' }));
    expect(where()).toBe('/projects/1?tab=tasks');
    const { key } = router.state.location;
    fireEvent.click(screen.getByRole('link', { name: 'tasks' }));
    expect(router.state.location.key).not.toBe(key);
    // The second click replaced its own entry: one Back leaves the tab.
    act(() => void router.navigate(-1));
    expect(where()).toBe('/projects/1');
  });

  it('sets the query string on the same path', () => {
    let set: ReturnType<typeof useSearchParams>[1] = async () => undefined;
    function Search() {
      const [params, setParams] = useSearchParams();
      set = setParams;
      return <p data-testid="q">{params.get('q') ?? ''}</p>;
    }
    const router = createMemoryRouter([{ path: '/list', element: <Search /> }], {
      initialEntries: ['/list?q=one'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('q').textContent).toBe('one');
    act(() => void set((current) => ({ q: `${current.get('q')} two` })));
    expect(screen.getByTestId('q').textContent).toBe('one two');
    expect(router.state.location.search).toBe('?q=one+two');
    act(() => void set('', { replace: true }));
    expect(router.state.location.search).toBe('');
  });

  it('drops a query written by a page the person has left, or is leaving', async () => {
    let set: ReturnType<typeof useSearchParams>[1] = async () => undefined;
    function Search() {
      const [, setParams] = useSearchParams();
      set = setParams;
      return <p>list</p>;
    }
    const slow = deferred();
    const router = createMemoryRouter(
      [
        { path: '/list', element: <Search /> },
        { path: '/item', element: <Where /> },
        { path: '/slow', lazy: slow.load },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    // The list's setter, as a timer of the list holds it when the person follows a link.
    const late = set;
    act(() => void router.navigate('/item'));
    act(() => void late({ search: 'Birchwood' }, { replace: true }));
    expect(where()).toBe('/item');

    // While the next page's code loads, the list is still on screen: its late write must not cancel the click.
    act(() => void router.navigate('/list'));
    const leaving = set;
    act(() => void router.navigate('/slow'));
    act(() => void leaving({ search: 'Birchwood' }, { replace: true }));
    await act(async () => slow.arrive({ Component: () => <Where /> }));
    expect(where()).toBe('/slow');
  });
});

describe('the blocker', () => {
  function Guard({ when }: { when: () => boolean }) {
    const blocker = useBlocker(when);
    return blocker.state === 'blocked' ? (
      <div>
        <button type="button" onClick={() => blocker.reset()}>
          Stay
        </button>
        <button type="button" onClick={() => blocker.proceed()}>
          Leave
        </button>
      </div>
    ) : null;
  }

  it('holds a link until Leave, and lets it go with Stay', () => {
    let dirty = true;
    const router = createMemoryRouter(
      [{ path: '*', element: [<Guard key="g" when={() => dirty} />, <Where key="w" />] }],
      { initialEntries: ['/form'] },
    );
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/elsewhere'));
    expect(where()).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(where()).toBe('/form');
    expect(screen.queryByRole('button', { name: 'Stay' })).toBeNull();
    act(() => void router.navigate('/elsewhere'));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/elsewhere');
    dirty = false;
    act(() => void router.navigate('/third'));
    expect(where()).toBe('/third');
  });

  it('undoes Back while it asks, and goes back on Leave', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: [<Guard key="g" when={() => true} />, <Where key="w" />] }],
      { initialEntries: ['/list', '/form'] },
    );
    render(<RouterProvider router={router} />);
    act(() => void router.navigate(-1));
    expect(where()).toBe('/form');
    expect(router.state.blocker.state).toBe('blocked');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(where()).toBe('/form');
    act(() => void router.navigate(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/list');
    expect(router.state.blocker.state).toBe('unblocked');
  });
});

describe('the browser history', () => {
  it('keeps its entries in the shape tabs opened before this router have: { usr, key, idx }', async () => {
    window.history.replaceState(null, '', '/start');
    const router = createBrowserRouter([{ path: '*', element: <Where /> }]);
    render(<RouterProvider router={router} />);
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(router.state.location.key).toBe('default');
    await act(() => router.navigate('/next?x=1', { state: { from: 'start' } }));
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(window.history.state).toMatchObject({
      idx: 1,
      usr: { from: 'start' },
      key: router.state.location.key,
    });
    expect(where()).toBe('/next?x=1');
    router.dispose();
  });
});
