import { type ComponentType, createElement, lazy, type ReactNode } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the module; once it has arrived, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy suspends on its first render even when its module is already loaded, so a page
 * prerendered into the HTML would flash its Suspense fallback when the app starts. This wrapper
 * renders the module's component directly once preload() (or a first lazy render) has fetched it,
 * which is what lets main.tsx start the app with the prerendered page in one commit.
 */
export function preloadable<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  /** Rendered around the component, always (a provider, say): the same element tree either way. */
  Wrap?: ComponentType<{ children: ReactNode }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchModule = (): Promise<ComponentType<P>> => {
    pending ??= load().then((module) => {
      loaded = module[name];
      return loaded;
    });
    return pending;
  };
  const Lazy = lazy(() => fetchModule().then((component) => ({ default: component })));
  // The element type stays the same across renders: `loaded` is set before Lazy's own promise
  // resolves, so Lazy never commits once the module is known.
  const Component = (props: P) => {
    const inner = createElement((loaded ?? Lazy) as ComponentType<P>, props);
    return Wrap ? createElement(Wrap, null, inner) : inner;
  };
  Component.displayName = `Preloadable(${name})`;
  return Object.assign(Component, { preload: () => fetchModule().then(() => undefined) });
}
