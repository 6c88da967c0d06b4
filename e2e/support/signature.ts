import { expect, type Page } from '@playwright/test';

/**
 * Draws a zigzag across the signature box with the mouse, as a client signs with a pointer. The box is measured
 * once its dialog has stopped moving (a box measured during the opening animation puts the strokes beside it on a
 * slow machine), and the drawing is made again until the pad holds a stroke (its Clear button turns on).
 */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const clear = page.getByRole('button', { name: 'Clear' });
  await expect(async () => {
    await pad.evaluate((el) =>
      Promise.all(
        (el.closest('[role="dialog"]') ?? document.body)
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    const box = (await pad.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + 20 + i * 18, y + (i % 2 ? -18 : 18), { steps: 3 });
    await page.mouse.up();
    await expect(clear).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
