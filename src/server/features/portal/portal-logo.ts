import type { LogoAddress } from '../estimates/estimate-document';

/** The company's logo in the portal: the session is the key, so the address names nothing. */
export const PORTAL_LOGO_URL = '/api/portal/logo';

export const portalLogoAddress: LogoAddress = (company) => (company.logoFileId ? PORTAL_LOGO_URL : null);
