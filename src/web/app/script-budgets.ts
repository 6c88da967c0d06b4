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
  '/auth': 192,
  '/auth/reset-password': 206,
  '/public/estimates/:token': 234,
  '/public/invoices/:token': 192,
  '/public/messages/:token': 199,
};

/** Every signed-in screen of the route map (route-map.ts), by its path. */
export const signedInScriptBudgetsKb: Record<string, number> = {
  '/': 255,
  '/dashboard': 255,
  '/projects': 243,
  '/projects/new': 255,
  '/projects/:id': 278,
  '/projects/:id/budget': 283,
  '/projects/:id/estimate': 245,
  '/customers': 274,
  '/customers/:id': 283,
  '/finances': 297,
  '/finances/invoices/new': 262,
  '/documents': 263,
  '/catalog': 224,
  '/catalog/products': 277,
  '/catalog/services': 277,
  '/catalog/trades': 269,
  '/catalog/units': 269,
  '/catalog/task-types': 269,
  '/catalog/phases': 275,
  '/catalog/templates': 242,
  '/catalog/terms': 242,
  '/catalog/:id': 261,
  '/vendors': 269,
  '/team': 244,
  '/team/new': 240,
  '/team/:id': 240,
  '/chats': 291,
  '/chats/:projectId': 291,
  '/chats/:projectId/customer': 286,
  '/calendar': 286,
  '/settings/company': 241,
  '/settings/audit-log': 239,
  '/companies/:companyId/catalog': 224,
  '/companies/:companyId/catalog/trades': 269,
  '/companies/:companyId/catalog/units': 269,
  '/companies/:companyId/catalog/task-types': 269,
  '/companies/:companyId/vendors': 270,
  '/admin/companies': 271,
  '/admin/companies/:id': 282,
  '/admin/companies/:id/users': 255,
  '/admin/companies/:id/users/new': 257,
  '/admin/users': 278,
  '/admin/users/:id': 260,
  '/admin/settings': 242,
  '/admin/audit-logs': 254,
  '/admin/outbox': 236,
  '/profile': 239,
};
