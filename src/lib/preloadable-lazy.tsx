import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './load-once';

/** A component in a chunk of its own that can be fetched before anything renders it. */
export type PreloadableLazy<P> = {
  /** Starts loading the chunk (once, and again after a failure); resolves when it is there. */
  preload: () => Promise<ComponentType<P>>;
  /**
   * A component showing the chunk's: at once when the chunk is there, else `fallback` until it
   * arrives. A failed load is thrown to the nearest error boundary; a fresh component (or the
   * same one mounted again by the boundary's Retry) loads again.
   */
  component: (fallback: ReactNode) => ComponentType<P>;
};

type Slot<P> = { component: ComponentType<P> | undefined; error: Error | undefined };

/**
 * Like React.lazy, for a chunk the page starts loading early, without suspending. A lazy
 * component suspends on its first render even when its chunk is already loaded, and React holds
 * back the reveal of suspended content for up to 300 ms after the last fallback it showed, so a
 * preloaded chunk still cost a skeleton and that wait, once per nested level. Here a loaded
 * chunk renders at once, and one that arrives later replaces its fallback by an ordinary update
 * (docs/decisions/0090-the-first-screen-starts-its-requests-before-it-renders.md).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  const { load: preload, loaded } = loadOnce(load);
  const component = (fallback: ReactNode) =>
    function PreloadedSlot(props: P) {
      const [slot, setSlot] = useState<Slot<P>>(() => ({ component: loaded(), error: undefined }));
      const waiting = slot.component === undefined && slot.error === undefined;
      useEffect(() => {
        if (!waiting) return;
        let mounted = true;
        preload().then(
          (component) => {
            if (mounted) setSlot({ component, error: undefined });
          },
          (error: unknown) => {
            const failure = error instanceof Error ? error : new Error('A part of the page did not load.');
            if (mounted) setSlot({ component: undefined, error: failure });
          },
        );
        return () => {
          mounted = false;
        };
      }, [waiting]);
      if (slot.error !== undefined) throw slot.error;
      const Component = slot.component;
      return Component === undefined ? fallback : <Component {...props} />;
    };
  return { preload, component };
}
