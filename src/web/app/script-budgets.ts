/**
 * How many kilobytes of scripts each screen may make a browser download on a first visit (an empty cache),
 * counted as they arrive: the brotli bodies the server sends plus their response headers. Kept small because every
 * screen is a contractor's first screen on a phone somewhere.
 *
 * - `e2e/script-budgets.spec.ts` opens every route below in a fresh browser and fails when one needs more,
 *   naming the route and its script files, largest first.
 * - `route-map.test.ts` fails when a route of the app has no budget here: a new screen gets one when it is added.
 * - A heavy library (charts, a Gantt chart, image markup) is imported only by the screen that uses it, so that it
 *   counts against that screen alone.
 *
 * `goalKb` is where the screens are headed (docs/decisions/0252-script-budgets-per-screen.md). A route above its
 * goal has its own budget today, a little above its measured size, so that growth is caught while the
 * reductions are made; each budget only goes down.
 */
export const goalKb = { public: 120, signedIn: 180 } as const;

/** The public pages: sign-in, password reset, and the pages a customer opens from an e-mail. */
export const publicScriptBudgetsKb: Record<string, number> = {
  '/auth': 171,
  '/auth/reset-password': 182,
  '/public/change-orders/:token': 152,
  '/public/estimates/:token': 157,
  '/public/invoices/:token': 145,
  '/public/messages/:token': 177,
  // The client portal: a signed-out visit loads the page and its sign-in form.
  '/portal': 201,
  '/portal/open': 200,
  '/portal/projects/:projectId': 205,
  '/portal/change-orders/:id': 202,
};

/** Every signed-in screen of the route map (route-map.ts), by its path. */
export const signedInScriptBudgetsKb: Record<string, number> = {
  '/': 172,
  '/dashboard': 172,
  '/projects': 199,
  '/projects/new': 226,
  '/projects/:id': 219,
  '/projects/:id/budget': 268,
  '/projects/:id/estimate': 228,
  '/projects/:id/change-orders/:changeOrderId': 246,
  '/customers': 218,
  '/customers/:id': 272,
  '/finances': 285,
  '/finances/invoices/new': 242,
  '/documents': 247,
  '/catalog': 150,
  '/catalog/products': 209,
  '/catalog/services': 209,
  '/catalog/trades': 242,
  '/catalog/units': 242,
  '/catalog/task-types': 242,
  '/catalog/phases': 207,
  '/catalog/templates': 213,
  '/catalog/terms': 213,
  '/catalog/:id': 238,
  '/vendors': 199,
  '/team': 181,
  '/team/new': 200,
  '/team/:id': 200,
  // The open conversation is marked read by a change, which fetches the toast code (4.8 KB) as it starts: counted
  // or not depending on whether it starts before the page is quiet, so these budgets carry it: its size plus 2 KB
  // above what was measured without it (268.4 KB on 2026-11-27, after the shell's dialogs became lazy).
  '/chats': 276,
  '/chats/:projectId': 276,
  '/chats/:projectId/customer': 276,
  '/calendar': 212,
  '/settings/company': 218,
  '/settings/audit-log': 182,
  '/companies/:companyId/catalog': 150,
  '/companies/:companyId/catalog/trades': 242,
  '/companies/:companyId/catalog/units': 242,
  '/companies/:companyId/catalog/task-types': 242,
  '/companies/:companyId/vendors': 200,
  '/admin/companies': 257,
  '/admin/companies/:id': 268,
  '/admin/companies/:id/users': 213,
  '/admin/companies/:id/users/new': 234,
  '/admin/users': 263,
  '/admin/users/:id': 243,
  '/admin/settings': 204,
  '/admin/audit-logs': 208,
  '/admin/outbox': 192,
  '/profile': 197,
};
