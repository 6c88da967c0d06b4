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
  '/': 208,
  '/dashboard': 208,
  '/projects': 201,
  '/projects/new': 237,
  '/projects/:id': 221,
  '/projects/:id/budget': 269,
  '/projects/:id/purchasing': 215,
  '/projects/:id/estimate': 230,
  '/projects/:id/change-orders/:changeOrderId': 247,
  '/customers': 220,
  '/customers/:id': 272,
  '/finances': 286,
  '/finances/invoices/new': 243,
  '/documents': 248,
  '/catalog': 177,
  '/catalog/products': 211,
  '/catalog/services': 211,
  '/catalog/trades': 248,
  '/catalog/units': 248,
  '/catalog/task-types': 248,
  '/catalog/phases': 215,
  '/catalog/templates': 220,
  '/catalog/terms': 220,
  '/catalog/:id': 240,
  '/vendors': 207,
  '/team': 184,
  '/team/new': 221,
  '/team/:id': 221,
  // The open conversation is marked read by a change, which fetches the toast code (4.8 KB) as it starts: counted
  // or not depending on whether it starts before the page is quiet, so these budgets carry it: its size plus 2 KB
  // above what was measured without it (275 KB on 2026-11-27).
  '/chats': 282,
  '/chats/:projectId': 282,
  '/chats/:projectId/customer': 277,
  '/calendar': 214,
  '/settings/company': 225,
  '/settings/audit-log': 197,
  '/companies/:companyId/catalog': 177,
  '/companies/:companyId/catalog/trades': 248,
  '/companies/:companyId/catalog/units': 248,
  '/companies/:companyId/catalog/task-types': 248,
  '/companies/:companyId/vendors': 209,
  '/admin/companies': 257,
  '/admin/companies/:id': 268,
  '/admin/companies/:id/users': 216,
  '/admin/companies/:id/users/new': 241,
  '/admin/users': 263,
  '/admin/users/:id': 244,
  '/admin/settings': 224,
  '/admin/audit-logs': 213,
  '/admin/outbox': 194,
  '/profile': 216,
};
