/**
 * The app's router (docs/decisions/0281-a-router-of-our-own.md): React Router's data-router API as the app used
 * it, in a few KB instead of 27 KB of every first visit.
 */
export { Link, type LinkProps, Navigate, Outlet, RouterProvider } from './components';
export { createPath, type Location, type Path } from './history';
export {
  type NavigateFunction,
  type SetSearchParams,
  useBlocker,
  useLeavingPage,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks';
export {
  type Blocker,
  createBrowserRouter,
  createMemoryRouter,
  type NavigateOptions,
  type Router,
  type RouterState,
  type To,
} from './router';
export type { PathParam, RouteObject } from './routes';
