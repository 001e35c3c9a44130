import { createContext, useContext, useState } from 'react';
import type { Layout } from '@contracts/layout';

/** The layout the dashboard shows and a way to change part of it (saved by the app: docs/layout.md). */
export interface WorkspaceLayout {
  layout: Layout;
  update(patch: Partial<Omit<Layout, 'version'>>): void;
}

/** The signed-in dashboard's layout; null where none is provided (component tests, signed-out screens). */
export const WorkspaceLayoutContext = createContext<WorkspaceLayout | null>(null);

type LayoutPart = Exclude<keyof Layout, 'version' | 'panels'>;

/**
 * One part of the saved layout (the research tab, the screener, the fundamentals tab, the
 * watchlist columns) as state. `read` turns the saved value into one this version knows (an id
 * from a newer version becomes the default); without a provider the part is local state.
 */
export function useLayoutPart<K extends LayoutPart, T>(
  key: K,
  read: (saved: Layout[K] | undefined) => T,
  write: (value: T) => Layout[K],
): [T, (value: T) => void] {
  const workspace = useContext(WorkspaceLayoutContext);
  const [local, setLocal] = useState(() => read(undefined));
  if (workspace === null) return [local, setLocal];
  return [
    read(workspace.layout[key]),
    (value) => {
      workspace.update({ [key]: write(value) });
    },
  ];
}
