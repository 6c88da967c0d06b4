import { z } from 'zod';
import type { Answer } from './answers';

/** GET /api/unread-messages/total: unread team-chat and incoming customer messages of the signed-in user. */
export const unreadTotalAnswer = z.object({ totalUnread: z.number() });
export type UnreadTotal = Answer<typeof unreadTotalAnswer>;
