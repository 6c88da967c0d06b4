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
 * reductions are made; a route that meets its goal has at most the goal. Each budget only goes down.
 */
export const goalKb = { public: 120, signedIn: 180 } as const;

/** The public pages: sign-in, password reset, and the pages a customer opens from an e-mail. */
export const publicScriptBudgetsKb: Record<string, number> = {
  '/auth': 120,
  '/auth/reset-password': 161,
  '/public/change-orders/:token': 124,
  '/public/estimates/:token': 129,
  '/public/invoices/:token': 118,
  '/public/messages/:token': 150,
  // The client portal: a signed-out visit loads the page and its sign-in form.
  '/portal': 175,
  '/portal/open': 178,
  '/portal/projects/:projectId': 177,
  '/portal/change-orders/:id': 176,
};

/** Every signed-in screen of the route map (route-map.ts), by its path. */
export const signedInScriptBudgetsKb: Record<string, number> = {
  '/': 145,
  '/dashboard': 145,
  '/projects': 140,
  '/projects/new': 180,
  '/projects/:id': 165,
  '/projects/:id/budget': 182,
  '/projects/:id/purchasing': 152,
  '/projects/:id/estimate': 158,
  '/projects/:id/change-orders/:changeOrderId': 165,
  '/customers': 151,
  '/customers/:id': 230,
  '/finances': 168,
  '/finances/invoices/new': 161,
  '/finances/exports': 136,
  '/finances/reports': 152,
  '/documents': 164,
  '/catalog': 127,
  '/catalog/products': 148,
  '/catalog/services': 148,
  '/catalog/trades': 206,
  '/catalog/units': 205,
  '/catalog/task-types': 205,
  '/catalog/phases': 151,
  '/catalog/templates': 191,
  '/catalog/terms': 191,
  '/catalog/:id': 199,
  '/vendors': 143,
  '/team': 141,
  '/team/new': 178,
  '/team/:id': 178,
  // The open conversation is marked read by a change, which fetches the toast code (4.8 KB) as it starts: counted
  // or not depending on whether it starts before the page is quiet, so these budgets carry it: its size plus 2 KB
  // above what was measured (166.1 KB on 2026-11-28, with the toast code).
  '/chats': 169,
  '/chats/:projectId': 169,
  '/chats/:projectId/customer': 169,
  '/calendar': 188,
  '/settings/company': 183,
  '/settings/audit-log': 155,
  '/companies/:companyId/catalog': 127,
  '/companies/:companyId/catalog/trades': 206,
  '/companies/:companyId/catalog/units': 205,
  '/companies/:companyId/catalog/task-types': 205,
  '/companies/:companyId/vendors': 144,
  '/admin/companies': 216,
  '/admin/companies/:id': 228,
  '/admin/companies/:id/users': 171,
  '/admin/companies/:id/users/new': 199,
  '/admin/users': 219,
  '/admin/users/:id': 203,
  '/admin/settings': 180,
  '/admin/audit-logs': 159,
  '/admin/outbox': 164,
  '/profile': 176,
};
