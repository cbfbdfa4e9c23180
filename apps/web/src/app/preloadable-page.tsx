import { lazy, useState, type ComponentType } from 'react';
import type { PageProps } from '../features/routing/page-props';

export interface PreloadablePage {
  Page: ComponentType<PageProps>;
  /** Loads the page's code; once it has arrived, the page draws without suspending. */
  load: () => Promise<unknown>;
}

/**
 * A lazy page whose code can be fetched before the first render (main.tsx waits for it).
 * `lazy` alone suspends on its first render even when the chunk is already there (its import
 * resolves a tick later): the first frame would show only the shell and the page would be drawn
 * again in a second long task. Here a page whose code has arrived is drawn in the first render.
 * Each mount keeps the component it started with, so a page that started suspended is never
 * swapped for the loaded one (that would mount it again and lose its state).
 */
export function preloadablePage(
  loader: () => Promise<{ default: ComponentType<PageProps> }>,
): PreloadablePage {
  let loaded: ComponentType<PageProps> | null = null;
  const load = () =>
    loader().then((module) => {
      loaded = module.default;
      return module;
    });
  const LazyPage = lazy(load);
  function Page(props: PageProps) {
    const [Component] = useState<ComponentType<PageProps>>(() => loaded ?? LazyPage);
    return <Component {...props} />;
  }
  return { Page, load };
}
