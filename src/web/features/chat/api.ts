import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadTotal } from '../../../domain/contracts/unread';

export const unreadTotalQuery = queryOptions<UnreadTotal>({ queryKey: ['/api/unread-messages/total'] });

/** Unread chat and customer messages of the signed-in user; 0 when unknown or on failure. */
export function useUnreadTotal(enabled: boolean): number {
  const query = useQuery({ ...unreadTotalQuery, enabled });
  return query.data?.totalUnread ?? 0;
}
