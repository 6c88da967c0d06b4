import type { ChatKind } from '#domain/contracts/chat';
import { href } from '../../app/paths';

/**
 * The address of one conversation in Chats: a project's team chat is /chats/{projectId}, its conversation with its
 * customer /chats/{projectId}/customer, so Back, Forward, a reload and a shared link open the same one.
 */
export function chatPath(kind: ChatKind, projectId: number): string {
  return kind === 'customer'
    ? href('/chats/:projectId/customer', { projectId })
    : href('/chats/:projectId', { projectId });
}
