import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { createCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * Asks for a reset link through an app with the given configuration and returns the link mailed to a fresh
 * member. Closing the app waits for the work that runs after the 202, so the outbox is final then.
 */
async function resetLinkMailed(config: Record<string, string>, headers: Record<string, string>) {
  const company = await createCompany(t.database.db);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, company.employee.id));
  const app = await createTestApp({ database: t.database, config });
  try {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { emailOrUsername: row!.email },
      headers,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(202);
  } finally {
    await app.close();
  }
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, row!.email))
    .orderBy(desc(mailOutbox.id));
  expect(mail?.text).not.toContain('evil.example');
  const link = mail?.text.match(/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${row!.email}`);
  return link;
}

describe('links in password-reset mail never come from request headers', () => {
  it('without PUBLIC_URL: a forged Host or X-Forwarded-Host gets a link to the listening address', async () => {
    const forgedHost = await resetLinkMailed({ PORT: '5123' }, { host: 'evil.example' });
    expect(forgedHost.startsWith('http://localhost:5123/auth/reset-password?token=')).toBe(true);

    const forgedForwarded = await resetLinkMailed(
      { PORT: '5123', TRUST_PROXY: 'true' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(forgedForwarded.startsWith('http://localhost:5123/auth/reset-password?token=')).toBe(true);

    const specificHost = await resetLinkMailed({ PORT: '5124', HOST: '192.0.2.7' }, { host: 'evil.example' });
    expect(specificHost.startsWith('http://192.0.2.7:5124/auth/reset-password?token=')).toBe(true);
  });

  it('with PUBLIC_URL: the link uses it, whatever the headers say', async () => {
    const link = await resetLinkMailed(
      { PUBLIC_URL: 'https://pm.example.com/', TRUST_PROXY: 'true' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(link.startsWith('https://pm.example.com/auth/reset-password?token=')).toBe(true);
  });
});
