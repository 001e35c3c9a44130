import { useCallback, useEffect, useState } from 'react';
import type { Timespan } from '@contracts/common';
import { readUrlState, writeUrlState, type UrlState } from './url-state';

type Navigate = { setSymbol: (symbol: string) => void; setTimespan: (timespan: Timespan) => void };

/**
 * Symbol and timespan kept in the address bar. Each change is a history entry, so the back
 * button returns to the previous symbol or timespan.
 */
export function useUrlState(): [UrlState, Navigate] {
  const [state, setState] = useState(() => readUrlState(window.location.search));

  useEffect(() => {
    // Write the defaults into the address on first load so it is always shareable.
    const search = writeUrlState(window.location.search, readUrlState(window.location.search));
    if (search !== window.location.search) window.history.replaceState(null, '', search);
    const onPopState = () => {
      setState(readUrlState(window.location.search));
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const go = useCallback((patch: Partial<UrlState>) => {
    const next = { ...readUrlState(window.location.search), ...patch };
    const search = writeUrlState(window.location.search, next);
    if (search !== window.location.search) window.history.pushState(null, '', search);
    setState(next);
  }, []);

  const setSymbol = useCallback(
    (symbol: string) => {
      go({ symbol });
    },
    [go],
  );
  const setTimespan = useCallback(
    (timespan: Timespan) => {
      go({ timespan });
    },
    [go],
  );

  return [state, { setSymbol, setTimespan }];
}
