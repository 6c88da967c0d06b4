import { useCallback, useRef } from 'react';
import { useLocation, useNavigation } from '#web/lib/router';

/**
 * Whether the person is leaving this page: a navigation to another address is under way. The page stays on
 * screen while the next page's code loads, and its timers and effects still run; one that navigated then (a
 * search written to the address 300 ms after the last key, Chats opening its first conversation) would cancel the
 * person's click and take them back. Read through the returned function, so a timer sees the latest answer.
 */
export function useLeavingPage(): () => boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  const leaving = useRef(false);
  leaving.current = target !== undefined && target !== pathname;
  return useCallback(() => leaving.current, []);
}
