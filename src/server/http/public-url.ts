import type { Config } from '../config';

/** The address links sent out (invitations, e-mails) point at: PUBLIC_URL, else the one the request came in on. */
export function publicBaseUrl(
  config: Pick<Config, 'publicUrl'>,
  request: { protocol: string; host: string },
): string {
  return (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
