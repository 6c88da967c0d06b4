import { expect, type Page } from '@playwright/test';

/** Draws a zigzag across the signature box with the mouse, as a client signs with a pointer. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * 18, y + (i % 2 ? -18 : 18), { steps: 3 });
  await page.mouse.up();
}
