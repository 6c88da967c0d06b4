import type { KeyboardEvent } from 'react';
import { t } from './i18n';

/**
 * One rule for every message box (team chat, customer messages, the customer's public page): Enter sends and
 * Shift+Enter starts a new line. Not while an input method is composing a character, whose Enter confirms it.
 */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

/** The hint under a message box. */
export const SEND_KEY_HINT = t('common:sendKeyHint');
