import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Screens to look at by eye; SHOTS_DIR=/tmp/shots puts them somewhere handy. */
const shotsDir = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(shotsDir, { recursive: true });

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };

/** Where the screenshot called `name` goes. */
export const shotPath = (name: string) => join(shotsDir, `${name}.png`);

/** The page as it is now (animations finished first, so a slide-in menu is captured in place). */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: shotPath(name), fullPage, animations: 'disabled' });
}

/** The page wide and narrow (`name-wide`, `name-narrow`); the viewport is put back afterwards. */
export async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? WIDE;
  for (const [suffix, viewport] of [
    ['wide', WIDE],
    ['narrow', NARROW],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize(size);
}

/** A short random suffix that keeps names unique across runs against one database. */
export const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
