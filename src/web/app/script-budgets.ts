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
  '/auth/reset-password': 120,
  '/public/change-orders/:token': 116,
  '/public/estimates/:token': 120,
  '/public/invoices/:token': 116,
  '/public/messages/:token': 114,
  // The client portal: a signed-out visit loads the page and its sign-in form.
  '/portal': 167,
  '/portal/open': 178,
  '/portal/projects/:projectId': 176,
  '/portal/change-orders/:id': 168,
};

/** Every signed-in screen of the route map (route-map.ts), by its path. */
export const signedInScriptBudgetsKb: Record<string, number> = {
  '/': 143,
  '/dashboard': 143,
  '/projects': 137,
  '/projects/new': 175,
  '/projects/:id': 162,
  '/projects/:id/budget': 148,
  '/projects/:id/purchasing': 149,
  '/projects/:id/estimate': 154,
  '/projects/:id/change-orders/:changeOrderId': 154,
  '/customers': 148,
  '/customers/:id': 162,
  '/finances': 166,
  '/finances/invoices/new': 156,
  '/finances/exports': 127,
  '/finances/reports': 151,
  '/documents': 154,
  '/catalog': 126,
  '/catalog/products': 145,
  '/catalog/services': 145,
  '/catalog/trades': 140,
  '/catalog/units': 140,
  '/catalog/task-types': 140,
  '/catalog/phases': 148,
  '/catalog/templates': 126,
  '/catalog/terms': 126,
  '/catalog/:id': 177,
  '/vendors': 141,
  '/team': 139,
  '/team/new': 170,
  '/team/:id': 170,
  // The open conversation is marked read by a change, which fetches the toast code (4.8 KB) as it starts: counted
  // or not depending on whether it starts before the page is quiet, so these budgets carry it: its size plus 2 KB
  // above what was measured without it (157.5 KB and 143.3 KB on 2026-11-28).
  '/chats': 165,
  '/chats/:projectId': 165,
  '/chats/:projectId/customer': 151,
  '/calendar': 169,
  '/settings/company': 175,
  '/settings/audit-log': 145,
  '/companies/:companyId/catalog': 126,
  '/companies/:companyId/catalog/trades': 140,
  '/companies/:companyId/catalog/units': 140,
  '/companies/:companyId/catalog/task-types': 140,
  '/companies/:companyId/vendors': 142,
  '/admin/companies': 148,
  '/admin/companies/:id': 168,
  '/admin/companies/:id/users': 150,
  '/admin/companies/:id/users/new': 177,
  '/admin/users': 148,
  '/admin/users/:id': 180,
  '/admin/settings': 180,
  '/admin/audit-logs': 149,
  '/admin/outbox': 162,
  '/profile': 168,
};
