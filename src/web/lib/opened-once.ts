import { useState } from 'react';

/**
 * True from the first render where `open` is true, and from then on. A dialog or menu whose code loads on first
 * use mounts its lazy part once this turns true, and stays mounted so that closing can animate and give focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering: React's pattern for following a prop without an effect's extra render.
  if (open && !opened) setOpened(true);
  return opened || open;
}
