import type { Browser, BrowserContext, Page } from '@playwright/test';
import { publicScriptBudgetsKb, signedInScriptBudgetsKb } from '#web/app/script-budgets';
import { DEMO_PASSWORD, expect, test } from './fixtures';

// Every route's first visit, in a fresh browser: the scripts it downloads must stay within its budget
// (src/web/app/script-budgets.ts), and every text it shows must be in the catalog when read. Axe is left to the
// specs of each screen; here only bytes are counted.
test.use({ a11yChecks: false });

type ScriptFile = { url: string; bytes: number };

/** The scripts a page downloads, with their bytes as they arrived (compressed body and headers). */
async function recordScripts(page: Page): Promise<ScriptFile[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const files: ScriptFile[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (url) files.push({ url, bytes: event.encodedDataLength });
  });
  return files;
}

/** Which demo user opens a route: the system administrator for /admin, the company's owner otherwise. */
const userFor = (route: string) => (route.startsWith('/admin') ? 'sysadmin' : 'owner');

/** The demo records whose ids fill the routes' parameters, read once per worker. */
type DemoIds = {
  companyId: number;
  projectId: number;
  customerId: number;
  productId: number;
  userId: number;
};

async function signedInContext(browser: Browser, username: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const answer = await context.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.ok(), `sign-in as ${username}`).toBe(true);
  return context;
}

async function readDemoIds(browser: Browser): Promise<DemoIds> {
  const context = await signedInContext(browser, 'owner');
  try {
    const get = async <T>(path: string): Promise<T> => {
      const answer = await context.request.get(path);
      expect(answer.ok(), path).toBe(true);
      return (await answer.json()) as T;
    };
    const user = await get<{ id: number; companyId: number }>('/api/user');
    const c = user.companyId;
    const [project] = await get<{ id: number }[]>(`/api/companies/${c}/projects`);
    const [customer] = await get<{ id: number }[]>(`/api/companies/${c}/customers`);
    const [product] = await get<{ id: number }[]>(`/api/companies/${c}/catalog`);
    return {
      companyId: c,
      projectId: project!.id,
      customerId: customer!.id,
      productId: product!.id,
      userId: user.id,
    };
  } finally {
    await context.close();
  }
}

/** The route with each parameter a demo record's id (a public page's token need not exist: its code loads alike). */
function urlOf(route: string, ids: DemoIds): string {
  const byPrefix: [RegExp, number][] = [
    [/^\/(projects|chats)\//, ids.projectId],
    [/^\/customers\//, ids.customerId],
    [/^\/catalog\//, ids.productId],
    [/^\/(team|admin\/users)\//, ids.userId],
    [/^\/admin\/companies\//, ids.companyId],
  ];
  const id = byPrefix.find(([prefix]) => prefix.test(route))?.[1];
  return (
    route
      .replace(':companyId', String(ids.companyId))
      .replace(':projectId', String(ids.projectId))
      .replace(':token', 'no-such-link')
      // No demo change order is needed: a missing one loads the same code and says it is not found.
      .replace(':changeOrderId', '1')
      .replace(/^\/portal\/change-orders\/:id$/, '/portal/change-orders/1')
      .replace(':id', String(id))
  );
}

const KB = 1024;
let ids: DemoIds | undefined;

const routes = [
  ...Object.entries(publicScriptBudgetsKb).map(([route, kb]) => ({ route, kb, user: null })),
  ...Object.entries(signedInScriptBudgetsKb).map(([route, kb]) => ({ route, kb, user: userFor(route) })),
];

for (const { route, kb, user } of routes) {
  test(`${route} loads at most ${kb} KB of scripts`, async ({ browser }) => {
    ids ??= await readDemoIds(browser);
    const context = user ? await signedInContext(browser, user) : await browser.newContext();
    try {
      const page = await context.newPage();
      const files = await recordScripts(page);
      // An area's texts load with the code that reads them (decision 0256): a text looked up before its
      // namespace arrived is said on the console, and fails here.
      const missingTexts: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('The catalog has no text')) missingTexts.push(message.text());
      });
      await page.goto(urlOf(route, ids), { waitUntil: 'networkidle' });
      // On a busy machine the entry can take longer to run than networkidle's quiet half second, so the page's
      // own code would be asked for after the count: wait until the loading screen has given way, then for quiet.
      await expect(page.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      expect(missingTexts, `${route}: texts looked up before their namespace was loaded`).toEqual([]);
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      const list = [...files]
        .sort((a, b) => b.bytes - a.bytes)
        .map((file) => `${(file.bytes / KB).toFixed(1).padStart(7)} KB  ${new URL(file.url).pathname}`)
        .join('\n');
      test.info().annotations.push({ type: 'scripts', description: `${(total / KB).toFixed(1)} KB` });
      expect(
        total / KB,
        `${route}: ${(total / KB).toFixed(1)} KB of scripts, budget ${kb} KB\n${list}`,
      ).toBeLessThanOrEqual(kb);
    } finally {
      await context.close();
    }
  });
}
