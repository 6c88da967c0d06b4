import { z } from 'zod';
import type { Answer } from './answers';
import { declareCall } from './declare';

/** GET /api/unread-messages/total: unread team-chat and incoming customer messages of the signed-in user. */
export const unreadTotalAnswer = z.object({ totalUnread: z.number() });
export type UnreadTotal = Answer<typeof unreadTotalAnswer>;

/** The sidebar's Chats badge; a team-chat or customer-message notice makes it stale. */
export const unreadCalls = {
  total: declareCall({
    method: 'GET',
    path: '/api/unread-messages/total',
    answers: { 200: unreadTotalAnswer },
    live: ['chat', 'customer-message'],
  }),
};
