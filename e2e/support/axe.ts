import type { Page } from '@playwright/test';
import axe, { type AxeResults, type Result } from 'axe-core';

/** WCAG 2.1 A and AA: the level the app promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Result;

/**
 * Runs axe in the page. Its source (about 560 KB) goes into a document once, on the first check there, and stays
 * for the later checks of screens reached inside the app: parsing it cost more than the check itself, and the
 * usual runner put it in twice on every check (decision 0292). The app has no frames to look into.
 */
async function runAxe(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  );
  return (results as AxeResults).violations;
}

/**
 * Waits, without failing, until the screen has settled: the document's first load is network-idle (Playwright
 * does not track that again for in-app navigation, so after it the pages' aria-busy skeletons are what tells),
 * no loading region (aria-busy), no finite animation running (a dialog half-way through its fade-in measures
 * as low contrast). A screen that stays busy is checked as it is.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** One line per rule, then each offending element's selector and what axe says is wrong with it. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const why = (n.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
        return `    ${n.target.join(' >> ')}${why ? `\n      ${why}` : ''}`;
      });
      return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** The paths of each page checked so far (for watchA11y's list of screens left unchecked). */
const checkedPaths = new WeakMap<Page, Set<string>>();

/**
 * Runs axe (WCAG 2.1 A/AA rules) on the page as it is, after it settles, and throws when a violation of
 * impact serious or critical is found, naming the rule, its impact and the elements' selectors.
 * Minor and moderate findings do not fail a test.
 */
export async function expectNoSeriousA11yViolations(page: Page, label?: string): Promise<void> {
  // In the page itself, never in a blank page of the test's context, which a test waiting for a new page could
  // mistake for its own.
  const check = async () => {
    await settle(page);
    return (await runAxe(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
  };
  // A toast that starts its fade (in, or out at the end of its time) while axe reads the page measures as low
  // contrast: a finding is confirmed by a second look once the screen has settled again.
  let blocking = await check();
  if (blocking.length > 0) blocking = await check();
  if (blocking.length > 0) {
    const where = `${label ? `${label}, ` : ''}${new URL(page.url()).pathname}`;
    throw new Error(
      `Accessibility (axe): ${blocking.length} serious or critical violation(s) on ${where}:\n${describeViolations(blocking)}`,
    );
  }
  const paths = checkedPaths.get(page) ?? new Set<string>();
  paths.add(new URL(page.url()).pathname);
  checkedPaths.set(page, paths);
}

const appPath = (url: string): string | null => (url.startsWith('http') ? new URL(url).pathname : null);

/**
 * Checks every screen a page shows that is reached with page.goto: the screen it leaves (if not checked yet)
 * and the one it arrives at. `finish` checks the screen the test ends on. Screens reached by a click are
 * checked when the test leaves them with goto, ends on them, or calls expectNoSeriousA11yViolations there;
 * `unchecked` lists the paths it saw but never checked.
 *
 * Only at these points, never from a navigation event: axe must not run while the test is still acting on
 * the page, or it measures half-rendered screens.
 */
export function watchA11y(page: Page) {
  const seen = new Set<string>();
  const checked = () => checkedPaths.get(page) ?? new Set<string>();
  page.on('framenavigated', (frame) => {
    const path = frame === page.mainFrame() ? appPath(frame.url()) : null;
    if (path) seen.add(path);
  });
  const check = async (label: string, onlyIfNew: boolean) => {
    const path = appPath(page.url());
    if (!path || page.isClosed() || (onlyIfNew && checked().has(path))) return;
    await expectNoSeriousA11yViolations(page, label);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await check('before leaving with page.goto', true);
    const response = await goto(url, options);
    await check(`after page.goto(${url})`, true);
    return response;
  };
  return {
    finish: () => check('where the test ended', false),
    unchecked: () => [...seen].filter((path) => !checked().has(path)),
  };
}
