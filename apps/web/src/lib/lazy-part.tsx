import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { reportLoadFailure } from './loading-bar';

/**
 * A part of the page that lives in its own chunk (the member's navigation, say): drawn once its chunk is
 * here, nothing until then or when it could not be loaded (the loading bar turns red; the next draw tries
 * again). `preload` starts the chunk early, so that a part asked for in time draws with the page at once,
 * without a Suspense boundary or a flash.
 */
export function lazyPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  let Loaded: ComponentType<TProps> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        listeners.forEach((listener) => listener());
      },
      () => {
        loading = null;
        reportLoadFailure();
      },
    ));
  function Part(props: TProps) {
    const ready = useSyncExternalStore(subscribe, () => Loaded !== null);
    useEffect(() => {
      if (!ready) void preload();
    }, [ready]);
    return ready && Loaded ? <Loaded {...props} /> : null;
  }
  return { Part, preload };
}
