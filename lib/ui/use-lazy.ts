import { useEffect, useState } from 'preact/hooks';

/**
 * A value from a module imported on demand — once `needed` turns true — so code a page does
 * not need at start (the history view, export, the popup's fallback results) stays out of
 * its start-up bundle. The first load is shared: every later use has it at once.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () => (loading ??= load().then((value) => (loaded = value)));
  return function useLazyModule(needed: boolean): T | undefined {
    const [value, setValue] = useState<T | undefined>(() => loaded);
    useEffect(() => {
      if (!needed || value !== undefined) return;
      let live = true;
      void get().then((module) => {
        if (live) setValue(() => module);
      });
      return () => {
        live = false;
      };
    }, [needed, value]);
    return value;
  };
}
