import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The check every browser test runs (support/axe.ts) must itself find what it is there to find: on a document's
// first check, which puts axe into it, and on a later one, which finds axe already there.
test('the accessibility check fails a screen with a serious violation, on the first check and on later ones', async ({
  page,
}) => {
  // A button with no name: axe's rule button-name, of impact critical.
  const addBareButton = () =>
    page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('button'), { id: 'bare' })),
    );
  const removeBareButton = () => page.evaluate(() => document.getElementById('bare')?.remove());

  // page.goto has checked the page once already (fixtures.ts): this check is a later one.
  await page.goto('/auth');
  await addBareButton();
  await expect(expectNoSeriousA11yViolations(page, 'a bare button')).rejects.toThrow(
    /button-name \(critical\)/,
  );
  await removeBareButton();
  await expectNoSeriousA11yViolations(page, 'the button removed');

  // A new document has no axe until its first check.
  await page.reload();
  expect(await page.evaluate(() => 'axe' in window)).toBe(false);
  await addBareButton();
  await expect(expectNoSeriousA11yViolations(page, 'a bare button')).rejects.toThrow(
    /button-name \(critical\)/,
  );
  await removeBareButton();
});
