/** A value fetched once (a chunk of code), kept once there; a failed load is tried again by the next call. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; resolves with the value. */
  load: () => Promise<T>;
  /** The value, once loaded. */
  loaded: () => T | undefined;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= fetch().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
