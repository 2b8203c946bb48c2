import { type ComponentType, lazy, useState } from 'react';

/** A component whose code loads when it is first shown, or earlier with `preload`. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * `React.lazy` that, once its code has loaded, renders at once rather than suspending: a page whose
 * code loaded while the session was checked shows with the shell, not a moment after its fallback.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A later render or preload tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    // Chosen once per mount: switching from the lazy to the loaded component would mount it anew.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
