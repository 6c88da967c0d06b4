import { fileURLToPath } from 'node:url';

/**
 * Where the browser tests' mail goes. Each run has its own port (E2E_PORT), so its SMTP server listens on
 * E2E_PORT + 20000 and keeps what it receives in .e2e-data/<E2E_PORT>/mail, next to that run's database.
 */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 5055);
export const smtpPortFor = (port: number): number => port + 20_000;

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const mailDirFor = (port: number): string => `${projectRoot}.e2e-data/${port}/mail`;

/**
 * The inbound-mail webhook of the app under test (playwright.config.ts gives it these): replies to customer
 * messages are built from the received mail and posted to /api/inbound-mail?secret=... as a provider would.
 */
export const INBOUND_MAIL_SECRET = 'e2e-inbound-mail-secret-0123456789';
export const INBOUND_MAIL_DOMAIN = 'reply.buildline.test';
