import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { freePort, startServer, waitHealthy } from '#server/test/server-process';
import { DEMO_PASSWORD, expect, registerViaApi, test, toastText } from './fixtures';
import { shot, suffix } from './support/screens';

/** A real 64 x 24 PNG (a green band), to see the logo's bytes come back. */
function logoPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(24, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(64 * 3, Buffer.from([22, 101, 52]))]);
  const rows = Buffer.concat(Array.from({ length: 24 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A company admin downloads the company's backup from its profile page; the restore command puts it into a new
 * data directory; a server started on that directory (the built one, as `npm start` runs it) serves the same
 * company, project and logo, and does not add the demo company to the restored database.
 */
test('a downloaded backup restores into a new data directory that a server then serves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const companyName = `Backup Builders ${suffix()}`;
  const admin = await registerViaApi(page, { companyName });
  const projectName = `Attic conversion ${suffix()}`;
  const customer = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
    data: { firstName: 'Ola', lastName: `Berg ${suffix()}` },
  });
  const created = await page.request.post(`/api/companies/${admin.companyId}/projects`, {
    data: { name: projectName, type: 'other', customerId: ((await customer.json()) as { id: number }).id },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Carried from step to step: the logo, the Backup panel, the backup file, the one-time
  // password, and the page on the restored server.
  let png: Buffer;
  let panel: Locator;
  let file: string;
  let oneTime: string;
  let context: BrowserContext;
  let restored: Page;

  await test.step('Company Profile: the admin uploads a logo', async () => {
    await page.goto('/settings/company');
    png = logoPng();
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(toastText(page, 'Logo uploaded')).toBeVisible();
  });

  await test.step('the Backup panel says to give the file to whoever runs the server', async () => {
    panel = page.getByRole('heading', { name: 'Backup', exact: true }).locator('xpath=../..');
    await expect(panel.getByText(/give it to whoever runs your BuildLine server/)).toBeVisible();
    await expect(panel.getByText('npm run restore --')).toHaveCount(0);
    for (const [name, viewport] of [
      ['backup-panel-1440', { width: 1440, height: 900 }],
      ['backup-panel-390', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await panel.scrollIntoViewIfNeeded();
      await shot(page, name, false);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const dir = mkdtempSync(join(tmpdir(), 'e2e-backup-'));
  try {
    await test.step("Download backup gives the company's backup file", async () => {
      const downloading = page.waitForEvent('download');
      await panel.getByRole('link', { name: 'Download backup' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^buildline-backup-company-\d+-.*\.jsonl\.gz$/);
      file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
    });

    const dataDir = join(dir, 'restored');
    await test.step('the restore command puts it into a new data directory and prints a one-time password', async () => {
      const restore = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', file], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`into ${dataDir}`);
      expect(restore.stdout).toMatch(/projects\s+1/);
      // A company backup holds no passwords: the restore prints each member's one-time password.
      const printed = restore.stdout.split('\n').find((l) => l.trim().split(/\s+/)[0] === admin.username);
      oneTime = printed?.trim().split(/\s+/)[1] ?? '';
      expect(oneTime, restore.stdout).toMatch(/^\w{5}-\w{5}-\w{5}-\w{5}$/);
    });

    // Demo data is on (the default): an empty database would get the demo company; a restored one must not.
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true' }, port, 'dist');
    try {
      await test.step('the server on the restored directory: neither the demo owner nor the old password signs in', async () => {
        await waitHealthy(server);
        context = await browser.newContext({ baseURL: server.url });
        restored = await context.newPage();
        const demo = await restored.request.post('/api/login', {
          data: { username: 'owner', password: DEMO_PASSWORD },
        });
        expect(demo.status()).toBe(401);
        // The password of before does not travel in a company backup; the one-time password signs in, to be changed.
        const before = await restored.request.post('/api/login', {
          data: { username: admin.username, password: admin.password },
        });
        expect(before.status()).toBe(401);
      });

      await test.step('the admin signs in with the one-time password and must change it', async () => {
        await restored.goto('/auth');
        await restored.getByLabel('Username').fill(admin.username);
        await restored.getByLabel('Password', { exact: true }).fill(oneTime);
        await restored.getByRole('button', { name: 'Sign in' }).click();
        await expect(restored.getByRole('heading', { name: 'Change your password' })).toBeVisible();
        await restored.getByLabel('Current Password').fill(oneTime);
        await restored.getByLabel('New Password', { exact: true }).fill('Cedar-window-58');
        await restored.getByLabel('Confirm New Password').fill('Cedar-window-58');
        await restored.getByRole('button', { name: 'Change Password and Continue' }).click();
        await expect(toastText(restored, 'Password changed')).toBeVisible();
      });

      await test.step('the restored server has the project, the company name and the logo', async () => {
        await restored.goto('/projects');
        await expect(restored.getByText(projectName)).toBeVisible();
        await restored.goto('/settings/company');
        await expect(restored.getByLabel('Company name')).toHaveValue(companyName);
        const logo = await restored.request.get(`/api/companies/${admin.companyId}/logo`);
        expect(logo.status()).toBe(200);
        expect(Buffer.from(await logo.body()).equals(png)).toBe(true);
        await context.close();
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
