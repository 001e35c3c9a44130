import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Layout } from '@contracts/layout';
import { deleteLayout, layoutQueryOptions, saveLayout } from '@src/api/layout';
import { Skeleton } from '@src/components/skeleton';
import { WorkspaceLayoutContext, type WorkspaceLayout } from '@src/lib/workspace-layout';
import { DEFAULT_LAYOUT, roundSizes, type PanelGroupId } from '../layout/default-layout';
import { createLayoutSaver } from '../layout/layout-saver';

/** Saved this long after the last change: one write for a drag of several separators. */
export const SAVE_DELAY_MS = 400;

/** What the dashboard and its Layout menu do with the layout besides the parts features read. */
export interface LayoutControls {
  layout: Layout;
  /** Grows on import and reset: panel groups keyed by it take the new sizes. */
  generation: number;
  setPanelSizes(group: PanelGroupId, sizes: Record<string, number>): void;
  /** Applies an imported layout and saves it at once. */
  replace(layout: Layout): void;
  /** Forgets the saved layout; the default is shown. */
  reset(): void;
  /** Sends a change still waiting for its delay; resolves when every write is answered. */
  saveNow: () => Promise<unknown>;
  /** Why the last save failed, until one succeeds. */
  saveError: string | undefined;
}

/**
 * Loads the user's saved layout before the dashboard is drawn (panel sizes apply only when
 * panels mount), provides it to the features, and saves every change after SAVE_DELAY_MS, one
 * write at a time, so the last change is the one kept (docs/layout.md).
 */
export function WorkspaceLayoutProvider({
  children,
  preload,
}: {
  children: (controls: LayoutControls) => ReactNode;
  /** Starts loading what the dashboard will need while the layout is fetched. */
  preload?: () => void;
}) {
  useEffect(() => {
    preload?.();
  }, [preload]);
  const saved = useQuery(layoutQueryOptions());
  if (saved.isPending) {
    return (
      <div className="p-6">
        <Skeleton className="h-8 w-64" label="Loading your layout" />
      </div>
    );
  }
  // A layout that cannot be read is not worth a blank screen: the default is shown and saved over it.
  return <LoadedLayout initial={saved.data?.layout ?? DEFAULT_LAYOUT}>{children}</LoadedLayout>;
}

function LoadedLayout({ initial, children }: { initial: Layout; children: (controls: LayoutControls) => ReactNode }) {
  const [layout, setLayout] = useState(initial);
  const [generation, setGeneration] = useState(0);
  const [saveError, setSaveError] = useState<string>();
  const [saver] = useState(() =>
    createLayoutSaver(initial, {
      save: saveLayout,
      forget: deleteLayout,
      onShow: setLayout,
      onSaved: setSaveError,
      delayMs: SAVE_DELAY_MS,
      setTimer: (callback, delayMs) => {
        const timer = setTimeout(callback, delayMs);
        return () => {
          clearTimeout(timer);
        };
      },
    }),
  );
  // Leaving the dashboard some other way than Log out (which saves first) still sends the last change.
  useEffect(
    () => () => {
      saver.flush();
    },
    [saver],
  );

  const workspace: WorkspaceLayout = useMemo(
    () => ({
      layout,
      update: (patch) => {
        saver.update(patch);
      },
    }),
    [layout, saver],
  );
  const controls: LayoutControls = {
    layout,
    generation,
    saveError,
    setPanelSizes: (group, sizes) => {
      saver.panels(group, roundSizes(sizes));
    },
    replace: (next) => {
      saver.replace(next);
      setGeneration((n) => n + 1);
    },
    reset: () => {
      saver.reset(DEFAULT_LAYOUT);
      setGeneration((n) => n + 1);
    },
    saveNow: () => {
      saver.flush();
      return saver.settled();
    },
  };
  return <WorkspaceLayoutContext.Provider value={workspace}>{children(controls)}</WorkspaceLayoutContext.Provider>;
}
