import '#domain/messages/load/portal';
import { z } from 'zod';
import { portalSections } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent } from './answers';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/**
 * Staff's side of the client portal (issue 26): invitations, each project's sections, sharing documents and
 * 'View as client'. Apart from the client's calls (contracts/portal.ts), so staff screens do not load them.
 */

const sectionsMessage = lazyText('portal:fields.sections');

/** PATCH /api/projects/{id}/portal: the sections the project's client sees. */
export const portalSettingsBody = z.object({
  sections: z.array(z.enum(portalSections, { error: sectionsMessage })).max(portalSections.length),
});
export type PortalSettingsBody = z.input<typeof portalSettingsBody>;

/** PATCH /api/documents/{id}/sharing: 'Shared with client'. */
export const documentSharingBody = z.object({ sharedWithClient: z.boolean() });

/** POST /api/customers/{id}/portal-invitation: when the invitation went. */
export const portalInvitationAnswer = z.object({ invitedAt: instant });

/** GET and PATCH /api/projects/{id}/portal: the sections shown, and the project's version (If-Match). */
export const portalSettingsAnswer = z.object({
  sections: z.array(z.enum(portalSections)),
  /** Whom the project's portal is for: null when the project has no customer. */
  customerName: z.string().nullable(),
  version: recordVersion,
});
export type PortalSettings = Answer<typeof portalSettingsAnswer>;

export const documentSharingAnswer = z.object({
  id: z.number(),
  sharedWithClient: z.boolean(),
  version: recordVersion,
});

export const portalStaffCalls = {
  invite: declareCall({
    method: 'POST',
    path: '/api/customers/:id/portal-invitation',
    permission: 'invitePortal',
    answers: { 200: portalInvitationAnswer },
  }),
  settings: declareCall({
    method: 'GET',
    path: '/api/projects/:id/portal',
    answers: { 200: portalSettingsAnswer },
  }),
  updateSettings: declareCall({
    method: 'PATCH',
    path: '/api/projects/:id/portal',
    body: portalSettingsBody,
    permission: 'managePortal',
    answers: { 200: portalSettingsAnswer },
  }),
  preview: declareCall({
    method: 'POST',
    path: '/api/projects/:id/portal-preview',
    answers: { 204: noContent },
  }),
  shareDocument: declareCall({
    method: 'PATCH',
    path: '/api/documents/:id/sharing',
    body: documentSharingBody,
    permission: 'managePortal',
    answers: { 200: documentSharingAnswer },
  }),
};
