import net from 'node:net';
import type { Config } from '../config';

/** Addresses that mean "every interface": a link cannot point at them, so it points at localhost instead. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/**
 * The address links sent out (password resets, invitations, estimates) point at: PUBLIC_URL, else the address
 * the server listens on (http://localhost:PORT, or http://HOST:PORT when HOST is one specific address).
 * Computed from the configuration only: never from a request header (Host, X-Forwarded-Host), which a caller
 * chooses, so a mailed link cannot be made to point at someone else's site.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host.trim();
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : net.isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${config.port}`;
}

/** The client portal's address (its pages are built alongside): every public page and client e-mail links to it. */
export const portalLink = (baseUrl: string) => `${baseUrl}/portal`;
