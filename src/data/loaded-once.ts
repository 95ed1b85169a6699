/**
 * Data a browser bundle loads with `import()` where a check needs it (the browser twins of the data loaders that
 * package.json's browser field swaps in): `load` fetches it once (later calls wait for the same load), `get` gives it
 * once loaded and otherwise throws `notLoaded`, a sentence saying which call loads it. A load that fails (a chunk not
 * fetched: a network blip) is forgotten once it has failed, so that the next `load` tries again instead of giving the
 * same failure forever.
 */
export interface LoadedOnce<T> {
  readonly get: () => T;
  readonly load: () => Promise<void>;
}

export function loadedOnce<T>(fetch: () => Promise<T>, notLoaded: string): LoadedOnce<T> {
  let value: { readonly v: T } | undefined;
  let loading: Promise<void> | undefined;
  return {
    get: () => {
      if (value === undefined) throw new Error(notLoaded);
      return value.v;
    },
    load: () => {
      if (value !== undefined) return Promise.resolve();
      if (loading === undefined) {
        const attempt = fetch().then(
          (v) => {
            value = { v };
          },
          (error: unknown) => {
            if (loading === attempt) loading = undefined;
            throw error;
          },
        );
        loading = attempt;
      }
      return loading;
    },
  };
}
