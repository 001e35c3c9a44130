import { lazy, useState, type ComponentType } from 'react';

/** A component in a chunk of its own that can be fetched before anything renders it. */
export type PreloadableLazy<P> = {
  /** Starts loading the chunk (once, and again after a failure); resolves when it is there. */
  preload: () => Promise<ComponentType<P>>;
  /**
   * A component showing the chunk's: once the chunk is there it renders at once, without
   * suspending; before that through React.lazy. A fresh one per call: React.lazy keeps a failed
   * load forever, so Retry swaps in a new one that loads again.
   */
  component: () => ComponentType<P>;
};

/**
 * React.lazy for a chunk the page starts loading early. A lazy component suspends on its first
 * render even when its chunk is already loaded, and React holds back the reveal of suspended
 * content for up to 300 ms after the last fallback it showed, so one preloaded chunk still
 * costs a skeleton and that wait (docs/decisions.md, "The first screen starts its requests
 * before it renders").
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = () => {
    const Lazy: ComponentType<P> = lazy(async () => ({ default: await preload() }));
    return function PreloadedOrLazy(props: P) {
      // Chosen once per mount: another type later would remount the slot and lose its state.
      const [Component] = useState(() => loaded ?? Lazy);
      return <Component {...props} />;
    };
  };
  return { preload, component };
}
