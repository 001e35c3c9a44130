import { useCallback, useState } from 'react';

export type Announcement = { id: number; text: string };
export type Announce = (text: string, urgent?: boolean) => void;

/**
 * Messages for the two live regions: accepted orders politely, refusals and failures at once
 * (assertive). Each message is a new node, so the same words said twice are read twice.
 */
export function useAnnouncer() {
  const [state, setState] = useState<{ polite?: Announcement; assertive?: Announcement; next: number }>({ next: 1 });
  const announce: Announce = useCallback((text, urgent = false) => {
    setState((prev) => ({
      ...prev,
      [urgent ? 'assertive' : 'polite']: { id: prev.next, text },
      next: prev.next + 1,
    }));
  }, []);
  return { polite: state.polite, assertive: state.assertive, announce };
}
