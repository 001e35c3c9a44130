import { useState, type ReactNode } from 'react';
import { LAYOUT_VERSION, type Layout } from '@contracts/layout';
import { WorkspaceLayoutContext } from '../lib/workspace-layout';

/** A layout kept outside the rendered tree, as the BFF keeps it: a second render reads what the first saved. */
export function savedLayout(initial: Partial<Layout> = {}) {
  let saved: Layout = {
    version: LAYOUT_VERSION,
    panels: {},
    researchTab: 'watchlists',
    screener: 'gainers',
    fundamentalsTab: 'profile',
    watchlistColumns: ['last', 'change', 'change_ratio', 'volume'],
    ...initial,
  };
  function Provider({ children }: { children: ReactNode }) {
    const [layout, setLayout] = useState(saved);
    const update = (patch: Partial<Layout>) => {
      saved = { ...saved, ...patch };
      setLayout(saved);
    };
    return <WorkspaceLayoutContext.Provider value={{ layout, update }}>{children}</WorkspaceLayoutContext.Provider>;
  }
  return { Provider, current: () => saved };
}
